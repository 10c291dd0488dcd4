import JLRoutes

enum SearchRoutes {
    static func register(city: String) {
        JLRoutes.global().addRoute("/search/:query") { parameters in
            return true
        }
        JLRoutes.global()["/faq"] = { _ in true }
        JLRoutes.global().addRoute("/cities/\(city)/map") { _ in true }
    }
}
