import ArgumentParser
import Foundation
import NavModel
import NavRouteFile
import NavSupport

/// `navsim matrix URL... [--json]`: each link from every launch state, compared with the cold start.
struct MatrixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matrix",
        abstract: "Open each link from a cold start and from warm states; mark the states that end differently.",
        discussion: """
            The states: cold; warm on each tab's root; warm on the link's own screen with other \
            parameters; warm with a modal up; signed out (every guard flag false); signed in (every flag something \
            requires true). A row marked * ends with another tab, stack, modal, URL or pending link \
            than the cold start. --json prints {"input", "states": [...]} for one link, an array of \
            them for several ("platform" names the OS). With a platform (--platform, default: the first \
            the route file's links configures) the link goes through that OS first, and the header \
            names it. Exit 1 when no route takes a link or the OS keeps it (it is named on stderr).
            """)

    @OptionGroup var file: RouteFileOptions
    @Argument(help: "Links (URLs, paths, shortcut names).") var urls: [String]
    @Flag(help: "Print JSON.") var json = false
    @OptionGroup var device: PlatformOption

    func validate() throws {
        if urls.isEmpty { throw ValidationError("give at least one link, e.g. navsim matrix hotels://natgeo") }
    }

    func run() throws {
        let app = try file.load()
        let simulator = try device.simulator(for: app)
        let matrices = urls.map { simulator.matrix($0) }
        if json {
            let objects = matrices.map(Self.json)
            print((objects.count == 1 ? objects[0] : .array(objects)).rendered())
        } else {
            for (index, matrix) in matrices.enumerated() {
                if index > 0 { print("") }
                Console.print(matrix.lines)
            }
        }
        // A misspelt link must not pass as "every state ends as the cold start does".
        let unmatched = matrices.compactMap { matrix in matrix.unmatched.map { "navsim: \(matrix.input): \($0)" } }
        if !unmatched.isEmpty {
            for line in unmatched { Console.error(line) }
            throw ExitCode(1)
        }
    }

    /// `{"input", "platform", "states": [{"name", "selectedTab", "stack", "modals", "url", "pending", "top", "refused", "differs",
    /// "reached", "setupRefused", "launch"}]}`.
    static func json(_ matrix: LaunchMatrix) -> JSONOutput {
        let strings = { (values: [String]) in JSONOutput.array(values.map { .string($0) }) }
        return .object([
            ("input", .string(matrix.input)),
            ("platform", .string(matrix.platform?.rawValue ?? "none")),
            ("states", .array(matrix.rows.map { row in
                .object([
                    ("name", .string(row.name)),
                    ("selectedTab", .string(row.selectedTab)),
                    ("stack", strings(row.stack)),
                    ("modals", .array(row.modals.map(strings))),
                    ("url", .string(row.url)),
                    ("pending", .optional(row.pending)),
                    ("top", .optional(row.top)),
                    ("refused", .optional(row.refusal)),
                    ("differs", .bool(row.differs)),
                    ("reached", .bool(row.setupRefusal == nil)),
                    ("setupRefused", .optional(row.setupRefusal)),
                    ("launch", .object([
                        ("from", strings(row.launch.from)),
                        ("flags", .object(row.launch.flags.sorted { $0.key < $1.key }.map { ($0.key, .bool($0.value)) })),
                    ])),
                ])
            })),
        ])
    }
}
