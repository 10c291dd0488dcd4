/// navsim's version, printed by `navsim --version` (and kept in step with the README's).
enum NavsimVersion {
    static let current = "0.9.0"
}
