import Foundation
import NavUI
import Testing

/// Whole screens at fixed sizes, compared as text lines (styles are checked in StyleTests).
/// Review with `scripts/update-view-tests.py --print`; regenerate with scripts/update-view-tests.py.
@Suite struct ViewTests {
    static let coldScreen = """
     navsim · Shop · shop:// · navsim profile                                                 shop.json
     URL shop://products
     flags  loggedIn=false  pending none
    ┌─ Shop ─────────────────────────────┐┌─ Container tree ───────────────────────────────────────────┐
    │                Home                ││Tab bar · 2 tabs                                            │
    │────────────────────────────────────││● Home  home                                                │
    │ Home #1                            ││   0 Home  Home #1                                          │
    │                                    ││○ Account  account                                          │
    │ no parameters                      ││   0 Account  Account #2                                    │
    │                                    ││                                                            │
    │                                    ││                                                            │
    │                                    │└────────────────────────────────────────────────────────────┘
    │                                    │┌─ Log ──────────────────────────────────────────────────────┐
    │                                    ││Shop: 4 routes from shop.json, profile navsim               │
    │                                    ││type a link (shop://products/category/1), a shortcut (cart, │
    │                                    ││    F2) or :routes and press Enter; F1 shows every key      │
    │                                    ││                                                            │
    │                                    ││                                                            │
    │                                    ││                                                            │
    │────────────────────────────────────││                                                            │
    │     ⌂ Home           ☺ Account     ││                                                            │
    └────────────────────────────────────┘└────────────────────────────────────────────────────────────┘
    › type a deep link, a shortcut name or :command
     INPUT  Enter open · F1 keys · ^C quit │ F2 Cart · F3 My orders · Ctrl-P all 2 shortcuts
    """

    static let deepScreen = """
     navsim · Shop · shop:// · navsim profile                                                 shop.json
     URL shop://products/shoes/42
     flags  loggedIn=false  pending none
    ┌─ Shop ─────────────────────────────┐┌─ Container tree ───────────────────────────────────────────┐
    │‹ shoes      Product 42             ││Tab bar · 2 tabs                                            │
    │────────────────────────────────────││● Home  home                                                │
    │ Product #4  new                    ││   0 Home  Home #1 reused                                   │
    │                                    ││   1 shoes  ProductList #3 new  category=shoes              │
    │ category  shoes                    ││   2 Product 42  Product #4 new  category=shoes id=42       │
    │ id        42                       ││○ Account  account                                          │
    │ size      M  default               ││   0 Account  Account #2                                    │
    │                                    │└────────────────────────────────────────────────────────────┘
    │                                    │┌─ Log · PgUp scrolls back ──────────────────────────────────┐
    │                                    ││    F2) or :routes and press Enter; F1 shows every key      │
    │                                    ││› shop://products/shoes/42                                  │
    │                                    ││  matched routes[0]                                         │
    │                                    ││    products{Home}/:category{ProductList}/<int:id>{Product} │
    │                                    ││    as /products/:category/<int:id> (most specific)         │
    │                                    ││  reused Home #1                                            │
    │────────────────────────────────────││  pushed ProductList #3                                     │
    │     ⌂ Home           ☺ Account     ││  pushed Product #4                                         │
    └────────────────────────────────────┘└────────────────────────────────────────────────────────────┘
    › type a deep link, a shortcut name or :command
     INPUT  Enter open · F1 keys · ^C quit │ F2 Cart · F3 My orders · Ctrl-P all 2 shortcuts
    """

    static let guardScreen = """
     navsim · Shop · shop:// · navsim profile                                                 shop.json
     URL shop://cart/checkout
     flags  loggedIn=true  pending none
    ┌─ Shop ─────────────────────────────┐┌─ Container tree ───────────────────────────────────────────┐
    │‹ shoes      Product 42             ││   1 shoes  ProductList #3  category=shoes                  │
    │────────────────────────────────────││   2 Product 42  Product #4  category=shoes id=42           │
    │┌─ modal ──────────────────────────┐││○ Account  account  · Account                               │
    ││‹ Cart       Checkout             │││Modal layer · 1                                             │
    ││──────────────────────────────────│││  modal 1                                                   │
    ││ Checkout #7  new                 │││   0 Cart  Cart #6 new                                      │
    ││                                  │││   1 Checkout  Checkout #7 new                              │
    ││ no parameters                    ││└────────────────────────────────────────────────────────────┘
    ││                                  ││┌─ Log · 6 more below · PgDn ────────────────────────────────┐
    ││                                  │││› shop://cart/checkout                                      │
    ││                                  │││  matched routes[1] cart{Cart}!/checkout{Checkout} as       │
    ││                                  │││    /cart/checkout (most specific)                          │
    ││                                  │││  pending: shop://cart/checkout waits                       │
    ││                                  │││  redirected to shop://login: loggedIn is false             │
    ││                                  │││  matched routes[2] login (most specific)                   │
    ││                                  │││  presented Login #5                                        │
    │└──────────────────────────────────┘││  set loggedIn=true                                         │
    └────────────────────────────────────┘└────────────────────────────────────────────────────────────┘
    › type a deep link, a shortcut name or :command
     INPUT  Enter open · F1 keys · ^C quit │ F2 Cart · F3 My orders · Ctrl-P all 2 shortcuts
    """

    static let errorScreen = """
     navsim · Shop · shop:// · navsim profile                                                 shop.json
     URL shop://products/shoes/42
     flags  loggedIn=false  pending none
    ┌─ Shop ─────────────────────────────┐┌─ Container tree ───────────────────────────────────────────┐
    │‹ shoes      Product 42             ││Tab bar · 2 tabs                                            │
    │────────────────────────────────────││● Home  home                                                │
    │ Product #4  new                    ││   0 Home  Home #1 reused                                   │
    │                                    ││   1 shoes  ProductList #3 new  category=shoes              │
    │ category  shoes                    ││   2 Product 42  Product #4 new  category=shoes id=42       │
    │ id        42                       ││○ Account  account                                          │
    │ size      M  default               ││   0 Account  Account #2                                    │
    │                                    │└────────────────────────────────────────────────────────────┘
    │                                    │┌─ Log · PgUp scrolls back ──────────────────────────────────┐
    │                                    ││    as /products/:category/<int:id> (most specific)         │
    │                                    ││  reused Home #1                                            │
    │                                    ││  pushed ProductList #3                                     │
    │                                    ││  pushed Product #4                                         │
    │                                    ││› shop://prodcts/shoes/42                                   │
    │                                    ││  ✗ no route matches shop://prodcts/shoes/42                │
    │────────────────────────────────────││  did you mean: /products/:category/<int:id>,               │
    │     ⌂ Home           ☺ Account     ││    /products/:category, /products                          │
    └────────────────────────────────────┘└────────────────────────────────────────────────────────────┘
    › type a deep link, a shortcut name or :command
     INPUT  Enter open · F1 keys · ^C quit │ F2 Cart · F3 My orders · Ctrl-P all 2 shortcuts
    """

    static let helpScreen = """
     navsim · Shop · shop:// · navsim profile                                                 shop.json
     U┌─ Keys ───────────────────────────────────────────────────────────────────────────────────────┐
     f│ Shortcuts of Shop (Ctrl-P lists them; type a name to run one)                                │
    ┌─│   F2                    Cart: cart → shop://cart                                             │─┐
    │ │   F3                    My orders: orders → shop://orders                                    │ │
    │─│                                                                                              │ │
    │ │ Anywhere                                                                                     │ │
    │ │   F1                    this help (also ? in the navigator)                                  │ │
    │ │   Ctrl-P                quick actions: the shortcuts, like a long-press on the app icon      │ │
    │ │   Ctrl-L                edit the current URL (the address bar) in the input line             │ │
    │ │   PgUp PgDn             scroll the log back and forth (a long report opens at its first      │ │
    │ │                         line)                                                                │─┘
    │ │   Ctrl-O                switch the simulated OS, iOS / Android (also :platform ios|android), │─┐
    │ │                         when the file has links                                              │ │
    │ │   Ctrl-G                a drawer app: open or close the side menu (also :menu)               │ │
    │ │   Esc (browser up)      close the browser: a web link the OS kept from the app, or one the   │ │
    │ │                         app handed back                                                      │ │
    │ │   F2…F12, Ctrl-X        the shortcut bound to that hotkey (F1 lists this app's first; a      │ │
    │ │                         character hotkey in the navigator)                                   │ │
    │─│   Ctrl-C                quit (the terminal is restored)                                      │ │
    │ │                                                                                              │ │
    └─│ ↑↓ PgUp PgDn scroll (1-19 of 76) · any other key closes                                      │─┘
    › └──────────────────────────────────────────────────────────────────────────────────────────────┘
     INPUT  Enter open · F1 keys · ^C quit │ F2 Cart · F3 My orders · Ctrl-P all 2 shortcuts
    """

    static let quickScreen = """
     navsim · Shop · shop:// · navsim profile                                                 shop.json
     URL shop://products
     flags  loggedIn=false  pending none
    ┌─ Shop ─────────────────────────────┐┌─ Container tree ───────────────────────────────────────────┐
    │                Home                ││Tab bar · 2 tabs                                            │
    │────────────────────────────────────││● Home  home                                                │
    │ Home #1                            ││   0 Home  Home #1                                          │
    │                                    ││○ Account  account                                          │
    │ no parameters       ┌─ Quick actions · Shop ───────────────────────────────┐                     │
    │                     │ 1  •  Cart                                        F2 │                     │
    │                     │                                                      │                     │
    │                     │ 2  •  My orders                                   F3 │─────────────────────┘
    │                     │       Last 30 days                                   │─────────────────────┐
    │                     │ ↑↓ choose · Enter run · 1-9 run · Esc close          │navsim               │
    │                     └──────────────────────────────────────────────────────┘), a shortcut (cart, │
    │                                    ││    F2) or :routes and press Enter; F1 shows every key      │
    │                                    ││                                                            │
    │                                    ││                                                            │
    │                                    ││                                                            │
    │────────────────────────────────────││                                                            │
    │     ⌂ Home           ☺ Account     ││                                                            │
    └────────────────────────────────────┘└────────────────────────────────────────────────────────────┘
    › type a deep link, a shortcut name or :command
     INPUT  Enter open · F1 keys · ^C quit │ F2 Cart · F3 My orders · Ctrl-P all 2 shortcuts
    """

    static let navigatorScreen = """
     navsim · Shop · shop:// · navsim profile                                                 shop.json
     URL shop://products/shoes/42
     flags  loggedIn=false  pending none
    ┌─ Shop ─────────────────────────────┐┌─ Container tree ───────────────────────────────────────────┐
    │‹ Home         shoes                ││Tab bar · 2 tabs                                            │
    │────────────────────────────────────││● Home  home                                                │
    │ ProductList #3  new                ││   0 Home  Home #1 reused                                   │
    │ preview · Enter pops to here       ││ ▸ 1 shoes  ProductList #3 new  category=shoes              │
    │                                    ││   2 Product 42  Product #4 new  category=shoes id=42       │
    │ category  shoes                    ││○ Account  account                                          │
    │                                    ││   0 Account  Account #2                                    │
    │                                    │└────────────────────────────────────────────────────────────┘
    │                                    │┌─ Log · PgUp scrolls back ──────────────────────────────────┐
    │                                    ││    F2) or :routes and press Enter; F1 shows every key      │
    │                                    ││› shop://products/shoes/42                                  │
    │                                    ││  matched routes[0]                                         │
    │                                    ││    products{Home}/:category{ProductList}/<int:id>{Product} │
    │                                    ││    as /products/:category/<int:id> (most specific)         │
    │                                    ││  reused Home #1                                            │
    │────────────────────────────────────││  pushed ProductList #3                                     │
    │     ⌂ Home           ☺ Account     ││  pushed Product #4                                         │
    └────────────────────────────────────┘└────────────────────────────────────────────────────────────┘
    › type a deep link, a shortcut name or :command
     NAVIGATOR  ↑↓ stack · F1 keys · ^C quit │ F2 Cart · F3 My orders · Ctrl-P all 2 shortcuts │ ←→ tabs
    """

    static let narrowScreen = """
     navsim · Shop · shop:// · navsim profile         shop.json
     URL shop://products/shoes/42
     flags  loggedIn=false  pending none
    ┌─ Shop ─────────────────────────────┐┌─ Log · PgUp scroll─┐
    │‹ shoes      Product 42             ││    :category{Produc│
    │────────────────────────────────────││    tList}/         │
    │ Product #4  new                    ││    <int:id>{Product│
    │                                    ││    } as /products/ │
    │ category  shoes                    ││    :category/      │
    │ id        42                       ││    <int:id> (most  │
    │ size      M  default               ││    specific)       │
    │                                    ││  reused Home #1    │
    │                                    ││  pushed ProductList│
    │────────────────────────────────────││    #3              │
    │     ⌂ Home           ☺ Account     ││  pushed Product #4 │
    └────────────────────────────────────┘└────────────────────┘
    › type a deep link, a shortcut name or :command
     INPUT  Enter open · F1 keys · ^C quit │ F2 Cart · ^P all 2
    """

    static let tinyScreen = """


          Terminal too small
         navsim needs 44×14;
          this one is 30×10.
         Enlarge it, or press
           Ctrl-C to quit.
    """

    @Test(arguments: [
        ("cold", coldScreen),
        ("deep", deepScreen),
        ("guard", guardScreen),
        ("error", errorScreen),
        ("help", helpScreen),
        ("quick", quickScreen),
        ("navigator", navigatorScreen),
        ("narrow", narrowScreen),
        ("tiny", tinyScreen),
    ])
    func screen(name: String, expected: String) throws {
        let state = try Scenes.make(name)
        var actual = view(state).textLines()
        while actual.last == "" { actual.removeLast() }
        // scripts/update-view-tests.py collects what was drawn from here.
        if let folder = ProcessInfo.processInfo.environment["NAVSIM_VIEW_RENDERS"] {
            try actual.joined(separator: "\n").write(toFile: folder + "/\(name).txt", atomically: true, encoding: .utf8)
        }
        let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(actual == wanted, "\(name):\n\(actual.joined(separator: "\n"))")
    }
}
