/// navsim's version, printed by `navsim --version` (MAJOR.MINOR.PATCH).
enum NavsimVersion {
    static let current = "0.9.0"
}
