import NavSupport

/// A shorthand for positions in expectations: `at(4, 7)` is line 4, column 7.
public func at(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}
