import NavUI
import Testing

/// Whole screens at fixed sizes, compared as text lines (styles are checked in StyleTests).
/// Review with `NAVSIM_DUMP=1 swift test --filter RenderDump`; regenerate with scripts/update-view-tests.py.
@Suite struct ViewTests {
    static let coldScreen = """
     navsim · Shop · shop:// · navsim profile                                                 shop.json
     URL shop://products
    ┌─ Shop ─────────────────────────────┐┌─ Container tree ───────────────────────────────────────────┐
    │                Home                ││Tab bar · 2 tabs                                            │
    │────────────────────────────────────││● Home  home                                                │
    │ Home #1                            ││   0 Home #1                                                │
    │                                    ││○ Account  account                                          │
    │ no parameters                      ││   0 Account #2                                             │
    │                                    ││                                                            │
    │                                    ││                                                            │
    │                                    ││                                                            │
    │                                    │└────────────────────────────────────────────────────────────┘
    │                                    │┌─ Log ──────────────────────────────────────────────────────┐
    │                                    ││Shop: 4 routes from shop.json, profile navsim               │
    │                                    ││type a deep link and press Enter; F1 shows every key        │
    │                                    ││                                                            │
    │                                    ││                                                            │
    │                                    ││                                                            │
    │                                    ││                                                            │
    │────────────────────────────────────││                                                            │
    │     ⌂ Home           ☺ Account     ││                                                            │
    └────────────────────────────────────┘└────────────────────────────────────────────────────────────┘
    ›
     INPUT  Enter open · F1 keys · ^C quit · Esc navigator · Tab complete · ↑↓ history │ F2 Cart
    """

    static let deepScreen = """
     navsim · Shop · shop:// · navsim profile                                                 shop.json
     URL shop://products/shoes/42
    ┌─ Shop ─────────────────────────────┐┌─ Container tree ───────────────────────────────────────────┐
    │‹ shoes      Product 42             ││Tab bar · 2 tabs                                            │
    │────────────────────────────────────││● Home  home                                                │
    │ Product #4  new                    ││   0 Home #1 reused                                         │
    │                                    ││   1 ProductList #3 new  category=shoes                     │
    │ category  shoes                    ││   2 Product #4 new  category=shoes id=42                   │
    │ id        42                       ││○ Account  account                                          │
    │ size      M  default               ││   0 Account #2                                             │
    │                                    ││                                                            │
    │                                    │└────────────────────────────────────────────────────────────┘
    │                                    │┌─ Log ──────────────────────────────────────────────────────┐
    │                                    ││type a deep link and press Enter; F1 shows every key        │
    │                                    ││› shop://products/shoes/42                                  │
    │                                    ││  matched routes[0] products{Home}/:category{ProductList}/<i│
    │                                    ││    nt:id>{Product} as /products/:category/<int:id> (most sp│
    │                                    ││    ecific)                                                 │
    │                                    ││  reused Home #1                                            │
    │────────────────────────────────────││  pushed ProductList #3                                     │
    │     ⌂ Home           ☺ Account     ││  pushed Product #4                                         │
    └────────────────────────────────────┘└────────────────────────────────────────────────────────────┘
    ›
     INPUT  Enter open · F1 keys · ^C quit · Esc navigator · Tab complete · ↑↓ history │ F2 Cart
    """

    static let guardScreen = """
     navsim · Shop · shop:// · navsim profile                                                 shop.json
     URL shop://cart/checkout
    ┌─ Shop ─────────────────────────────┐┌─ Container tree ───────────────────────────────────────────┐
    │‹ shoes      Product 42             ││   1 ProductList #3  category=shoes                         │
    │────────────────────────────────────││   2 Product #4  category=shoes id=42                       │
    │┌─ modal ──────────────────────────┐││○ Account  account                                          │
    ││‹ Cart       Checkout             │││   0 Account #2                                             │
    ││──────────────────────────────────│││Modal layer · 1                                             │
    ││ Checkout #7  new                 │││  modal 1                                                   │
    ││                                  │││   0 Cart #6 new                                            │
    ││ no parameters                    │││   1 Checkout #7 new                                        │
    ││                                  ││└────────────────────────────────────────────────────────────┘
    ││                                  ││┌─ Log ──────────────────────────────────────────────────────┐
    ││                                  │││  presented Login #5                                        │
    ││                                  │││  set loggedIn=true                                         │
    ││                                  │││  resumed pending shop://cart/checkout                      │
    ││                                  │││  matched routes[1] cart{Cart}!/checkout{Checkout} as /cart/│
    ││                                  │││    checkout (most specific)                                │
    ││                                  │││  dismissed Login #5                                        │
    ││                                  │││  presented Cart #6                                         │
    │└──────────────────────────────────┘││  pushed Checkout #7                                        │
    └────────────────────────────────────┘└────────────────────────────────────────────────────────────┘
    ›
     INPUT  Enter open · F1 keys · ^C quit · Esc navigator · Tab complete · ↑↓ history │ F2 Cart
    """

    static let errorScreen = """
     navsim · Shop · shop:// · navsim profile                                                 shop.json
     URL shop://products/shoes/42
    ┌─ Shop ─────────────────────────────┐┌─ Container tree ───────────────────────────────────────────┐
    │‹ shoes      Product 42             ││Tab bar · 2 tabs                                            │
    │────────────────────────────────────││● Home  home                                                │
    │ Product #4  new                    ││   0 Home #1 reused                                         │
    │                                    ││   1 ProductList #3 new  category=shoes                     │
    │ category  shoes                    ││   2 Product #4 new  category=shoes id=42                   │
    │ id        42                       ││○ Account  account                                          │
    │ size      M  default               ││   0 Account #2                                             │
    │                                    ││                                                            │
    │                                    │└────────────────────────────────────────────────────────────┘
    │                                    │┌─ Log ──────────────────────────────────────────────────────┐
    │                                    ││    ecific)                                                 │
    │                                    ││  reused Home #1                                            │
    │                                    ││  pushed ProductList #3                                     │
    │                                    ││  pushed Product #4                                         │
    │                                    ││› shop://prodcts/shoes/42                                   │
    │                                    ││  ✗ no route matches shop://prodcts/shoes/42                │
    │────────────────────────────────────││  did you mean: /products/:category/<int:id>, /products/:cat│
    │     ⌂ Home           ☺ Account     ││    egory, /products                                        │
    └────────────────────────────────────┘└────────────────────────────────────────────────────────────┘
    ›
     INPUT  Enter open · F1 keys · ^C quit · Esc navigator · Tab complete · ↑↓ history │ F2 Cart
    """

    static let helpScreen = """
     navsim · Shop · shop:// · navsim profile                                                 shop.json
     U┌─ Keys ───────────────────────────────────────────────────────────────────────────────────────┐
    ┌─│ Anywhere                                                                                     │─┐
    │ │   F1                   this help (also ? in the navigator)                                   │ │
    │─│   F2…F12, Ctrl-X       the shortcut bound to that hotkey                                     │ │
    │ │   Ctrl-P               quick actions: the shortcuts, like a long-press on the app icon       │ │
    │ │   Ctrl-L               edit the current URL (the address bar) in the input line              │ │
    │ │   Ctrl-O               a drawer app: open or close the side menu (also :menu)                │ │
    │ │   Ctrl-C               quit (the terminal is restored)                                       │ │
    │ │                                                                                              │ │
    │ │ Input focus (cursor in the input line)                                                       │ │
    │ │   typing               edit: a URL, a path, a shortcut name, a spotlight title or a :command │─┘
    │ │   Enter                open it; on an empty line, go to the navigator                        │─┐
    │ │   ⌫ / ← → (empty line) nothing to edit, so: go back / switch tabs                            │ │
    │ │   ← → Home End         move the cursor (Ctrl-A / Ctrl-E too)                                 │ │
    │ │   Ctrl-K Ctrl-U Ctrl-W delete to the end / to the start / the previous word                  │ │
    │ │   ↑ ↓                  history (kept across runs)                                            │ │
    │ │   Tab                  complete commands, shortcut names and route literals                  │ │
    │ │   Esc                  go to the navigator                                                   │ │
    │─│   Ctrl-D               quit, on an empty line                                                │ │
    │ │                                                                                              │ │
    └─│ ↑↓ PgUp PgDn scroll (1-19 of 42) · any other key closes                                      │─┘
    › └──────────────────────────────────────────────────────────────────────────────────────────────┘
     INPUT  Enter open · F1 keys · ^C quit · Esc navigator · Tab complete · ↑↓ history │ F2 Cart
    """

    static let quickScreen = """
     navsim · Shop · shop:// · navsim profile                                                 shop.json
     URL shop://products
    ┌─ Shop ─────────────────────────────┐┌─ Container tree ───────────────────────────────────────────┐
    │                Home                ││Tab bar · 2 tabs                                            │
    │────────────────────────────────────││● Home  home                                                │
    │ Home #1                            ││   0 Home #1                                                │
    │                                    ││○ Account  account                                          │
    │ no parameters                      ││   0 Account #2                                             │
    │                     ┌─ Quick actions · Shop ───────────────────────────────┐                     │
    │                     │ 1  •  Cart                                        F2 │                     │
    │                     │                                                      │                     │
    │                     │ 2  •  My orders                                   F3 │─────────────────────┘
    │                     │       Last 30 days                                   │─────────────────────┐
    │                     │ ↑↓ choose · Enter run · 1-9 run · Esc close          │navsim               │
    │                     └──────────────────────────────────────────────────────┘ows every key        │
    │                                    ││                                                            │
    │                                    ││                                                            │
    │                                    ││                                                            │
    │                                    ││                                                            │
    │────────────────────────────────────││                                                            │
    │     ⌂ Home           ☺ Account     ││                                                            │
    └────────────────────────────────────┘└────────────────────────────────────────────────────────────┘
    › type a deep link, a shortcut name or :command
     INPUT  Enter open · F1 keys · ^C quit · Esc navigator · Tab complete · ↑↓ history │ F2 Cart
    """

    static let navigatorScreen = """
     navsim · Shop · shop:// · navsim profile                                                 shop.json
     URL shop://products/shoes/42
    ┌─ Shop ─────────────────────────────┐┌─ Container tree ───────────────────────────────────────────┐
    │‹ Home         shoes                ││Tab bar · 2 tabs                                            │
    │────────────────────────────────────││● Home  home                                                │
    │ ProductList #3  new                ││   0 Home #1 reused                                         │
    │ preview · Enter pops to here       ││   1 ProductList #3 new  category=shoes                     │
    │                                    ││   2 Product #4 new  category=shoes id=42                   │
    │ category  shoes                    ││○ Account  account                                          │
    │                                    ││   0 Account #2                                             │
    │                                    ││                                                            │
    │                                    │└────────────────────────────────────────────────────────────┘
    │                                    │┌─ Log ──────────────────────────────────────────────────────┐
    │                                    ││type a deep link and press Enter; F1 shows every key        │
    │                                    ││› shop://products/shoes/42                                  │
    │                                    ││  matched routes[0] products{Home}/:category{ProductList}/<i│
    │                                    ││    nt:id>{Product} as /products/:category/<int:id> (most sp│
    │                                    ││    ecific)                                                 │
    │                                    ││  reused Home #1                                            │
    │────────────────────────────────────││  pushed ProductList #3                                     │
    │     ⌂ Home           ☺ Account     ││  pushed Product #4                                         │
    └────────────────────────────────────┘└────────────────────────────────────────────────────────────┘
    › type a deep link, a shortcut name or :command
     NAVIGATOR  ↑↓ stack · ←→ tabs · ⌫ back · Enter pop to · F1 keys · type to edit │ F2 Cart
    """

    static let narrowScreen = """
     navsim · Shop · shop:// · navsim profile         shop.json
     URL shop://products/shoes/42
    ┌─ Shop ─────────────────────────────┐┌─ Log ──────────────┐
    │‹ shoes      Product 42             ││  matched routes[0] │
    │────────────────────────────────────││    products{Home}/:│
    │ Product #4  new                    ││    category{Product│
    │                                    ││    List}/<int:id>{P│
    │ category  shoes                    ││    roduct} as /prod│
    │ id        42                       ││    ucts/:category/<│
    │ size      M  default               ││    int:id> (most sp│
    │                                    ││    ecific)         │
    │                                    ││  reused Home #1    │
    │                                    ││  pushed ProductList│
    │────────────────────────────────────││     #3             │
    │     ⌂ Home           ☺ Account     ││  pushed Product #4 │
    └────────────────────────────────────┘└────────────────────┘
    ›
     INPUT  Enter open · F1 keys · ^C quit · Esc navigator
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
        let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(actual == wanted, "\(name):\n\(actual.joined(separator: "\n"))")
    }
}
