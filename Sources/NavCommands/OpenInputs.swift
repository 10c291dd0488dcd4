import ArgumentParser
import Foundation
import NavRouteFile
import NavSupport

extension OpenCommand {
    /// Every input, in order: those on the command line, then those of `--inputs` (a file, or
    /// `-` for stdin: the way to give thousands of inputs, which ArgumentParser reads slowly as
    /// arguments).
    /// - Throws: exit 2 with the file's problem on stderr when the inputs file cannot be used.
    func allInputs() throws -> [String] {
        var all = inputs
        guard let inputsFile else { return all }
        do {
            all += try InputList.read(inputsFile)
        } catch {
            Console.error(error.render())
            throw ExitCode(2)
        }
        return all
    }

    /// The warm start's setup inputs (`--from`).
    var setupInputs: [String] { from }
}

/// A file of inputs for `open --inputs`: one input a line (a final `\r` is dropped, empty lines
/// are skipped), UTF-8 (a leading byte order mark is skipped); `-` is stdin.
enum InputList {
    /// The largest inputs file read (64 MiB, about a million URLs).
    static let maximumSize = 64 * 1024 * 1024

    static func read(_ path: String) throws(RouteFileError) -> [String] {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readData(ofLength: maximumSize + 1)
            guard data.count <= maximumSize else { throw problem(path, "stdin holds more than \(maximumSize / (1024 * 1024)) MiB of inputs") }
        } else {
            data = try RouteFileLoader.contents(ofFileAt: path, kind: "file of inputs")
        }
        var inputs: [String] = []
        var lineNumber = 0
        // A UTF-8 byte order mark (Windows editors write one) is not part of the first input.
        let text = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        for line in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let bytes = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            guard !bytes.isEmpty else { continue }
            guard let input = String(validating: bytes, as: UTF8.self) else {
                throw problem(path, "line \(lineNumber) is not valid UTF-8", line: lineNumber)
            }
            inputs.append(input)
        }
        return inputs
    }

    private static func problem(_ path: String, _ message: String, line: Int? = nil) -> RouteFileError {
        RouteFileError(path: path == "-" ? "<stdin>" : path, diagnostics: [
            ConfigDiagnostic(severity: .error, message: message, position: line.map { SourcePosition(line: $0, column: 1) }),
        ])
    }
}
