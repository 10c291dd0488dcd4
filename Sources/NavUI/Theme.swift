import Foundation
import NavRouting
import NavModel
import NavRouteFile
import NavScenarios
/// The styles the view uses, in one place. Every distinction also shows without colour
/// (bold, reverse, dim), so NO_COLOR and monochrome terminals lose nothing.
enum Theme {
    static let titleBar = CellStyle(reverse: true)
    static let address = CellStyle(foreground: .cyan)
    static let addressLabel = CellStyle(dim: true)
    static let frame = CellStyle(foreground: .gray)
    static let focusedFrame = CellStyle(foreground: .cyan, bold: true)
    static let navTitle = CellStyle(bold: true)
    static let backLabel = CellStyle(foreground: .blue)
    static let paramName = CellStyle(foreground: .yellow)
    static let source = CellStyle(dim: true)
    static let dim = CellStyle(dim: true)
    static let selectedTab = CellStyle(bold: true, reverse: true)
    static let selection = CellStyle(reverse: true)
    static let newMark = CellStyle(foreground: .green, bold: true)
    static let reusedMark = CellStyle(foreground: .blue)
    static let heading = CellStyle(bold: true)
    static let focusLabel = CellStyle(foreground: .black, background: .cyan, bold: true, reverse: false)
    static let footer = CellStyle(dim: true)
    static let error = CellStyle(foreground: .red, bold: true)
    static let recording = CellStyle(foreground: .red, bold: true, reverse: true)

    static func log(_ kind: LogLine.Kind) -> CellStyle {
        switch kind {
        case .input: return CellStyle(bold: true)
        case .event: return .plain
        case .refusal, .error: return CellStyle(foreground: .red)
        case .suggestion: return CellStyle(foreground: .yellow)
        case .alert: return CellStyle(foreground: .magenta, bold: true)
        case .info: return CellStyle(dim: true)
        }
    }
}
