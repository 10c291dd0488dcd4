import Foundation

/// Names the kind of a file system object for messages ("a FIFO", "a character device"), so
/// that a refusal to read or replace it says what it is.
package enum FileKind {
    /// `mode`'s file type, with its article: "a regular file", "a FIFO", "a directory"….
    package static func describe(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    /// `kind` with its indefinite article: "a route file", "an apple-app-site-association file",
    /// "an Android manifest".
    package static func withArticle(_ kind: String) -> String {
        (kind.first.map { "aeiouAEIOU".contains($0) } == true ? "an " : "a ") + kind
    }

    /// Why `path` cannot be reached, from the `errno` of a failed `stat` or `open`, worded for
    /// a file of `kind` ("route file", "scenario file").
    package static func unreachable(_ path: String, errno code: Int32, kind: String) -> String {
        switch code {
        case ENOENT:
            // A name that was not valid UTF-8 reaches us with U+FFFD in place of its bad bytes.
            path.contains("\u{FFFD}")
                ? "the \(kind) does not exist (its name was not valid UTF-8, so it cannot be named exactly)"
                : "the \(kind) does not exist"
        case ENOTDIR: "the \(kind) does not exist: a part of its path is not a directory"
        case ELOOP: "the \(kind) cannot be opened: its symbolic links form a loop"
        case EACCES: "the \(kind) cannot be read: permission denied (on the file or a directory on its path)"
        case ENAMETOOLONG: "the \(kind) cannot be opened: its name is too long"
        default: "the \(kind) cannot be read: \(String(cString: strerror(code)))"
        }
    }
}
