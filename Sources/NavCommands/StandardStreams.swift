import Foundation

/// The process's standard streams at start and at exit: output that could not be written is a
/// failure (exit 1 with a message on stderr), never a silent success, and a closed descriptor
/// never lets a file opened later become "stdout" or "stderr".
enum StandardStreams {
    /// Puts a descriptor on each of 0, 1 and 2 that is closed (`2>&-`), so that the next file
    /// opened (a route file, a report being written) cannot take its number. Each is
    /// `/dev/null` opened read-only: reading gives end of input, writing fails with `EBADF`,
    /// so output to a closed stdout is still reported as lost.
    static func guardClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", O_RDONLY)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }

    /// The command-line arguments after the program name (`open`'s trailing flags moved before
    /// its `--`, ``OpenTrailingFlags``).
    /// An argument that is not valid UTF-8 ends the process (exit 2): Swift would read its bad
    /// bytes as U+FFFD, and a URL or file name that is not what was typed must not be used.
    static func arguments() -> [String] {
        for index in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index], String(validatingCString: raw) == nil else { continue }
            Console.error("navsim: argument \(index) (\(Console.visible(CommandLine.arguments[index]))) is not valid UTF-8; "
                + "navsim reads its arguments as UTF-8")
            exit(2)
        }
        return OpenTrailingFlags.hoisted(Array(CommandLine.arguments.dropFirst()))
    }

    /// Flushes stdout and ends the process with `code`, or with 1 (and a message on stderr) when
    /// some of the output could not be written and `code` was a success. A closed pipe with
    /// SIGPIPE left at its default ends the process by the signal before this, as usual.
    static func exit(_ code: Int32) -> Never {
        let lost = flushFailure()
        if let lost {
            Console.error("navsim: cannot write the output: \(lost)")
            Foundation.exit(code == 0 ? 1 : code)
        }
        Foundation.exit(code)
    }

    /// Why stdout lost some output (flushing what is buffered first), or `nil` when all of it was
    /// written. A write that failed earlier leaves its bytes in stdio's buffer, so the final
    /// flush fails too; `fflush(NULL)` reaches stdout without naming the C global.
    private static func flushFailure() -> String? {
        errno = 0
        guard fflush(nil) != 0 else { return nil }
        return String(cString: strerror(errno == 0 ? EIO : errno))
    }
}
