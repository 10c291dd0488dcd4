import Foundation

/// One line of a step's transcript: what the log, `open --trace` and a failing
/// scenario all show for an input, written once here so the three agree.
public struct TranscriptLine: Sendable, Equatable {
    /// What the line reports, so a renderer can style it.
    public enum Kind: Sendable, Equatable {
        case input, event, alert, refusal, suggestion, info
    }

    public var kind: Kind
    /// The text without indentation or decoration.
    public var text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}

extension StepReport {
    /// The input, then each event, then the refusal (with suggestions) or the
    /// informational lines. A quit adds nothing.
    public var transcript: [TranscriptLine] {
        var lines = [TranscriptLine(.input, input)]
        lines += events.map { event in
            if case .alert = event { return TranscriptLine(.alert, event.description) }
            return TranscriptLine(.event, event.description)
        }
        switch outcome {
        case .applied, .quit: break
        case .refused(let reason, let suggestions):
            lines.append(TranscriptLine(.refusal, reason))
            if !suggestions.isEmpty { lines.append(TranscriptLine(.suggestion, "did you mean: " + suggestions.joined(separator: ", "))) }
        case .info(let info): lines += info.map { TranscriptLine(.info, $0) }
        }
        return lines
    }

    /// The transcript as plain text lines: `> input`, then two-space indented
    /// lines, refusals prefixed `refused: `.
    public var transcriptText: [String] {
        transcript.map { line in
            switch line.kind {
            case .input: "> " + line.text
            case .refusal: "  refused: " + line.text
            default: "  " + line.text
            }
        }
    }
}
