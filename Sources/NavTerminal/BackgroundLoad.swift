import Foundation
import Synchronization

/// Loads a file (the route file, the link files) on a thread of its own, so that a slow load
/// (a table of thousands of optional groups, a hostile manifest, a file on a stalled disk)
/// never stops the UI from answering keys, Ctrl-C included; the interactive loop picks the
/// result up when it is there. A load the loop no longer waits for finishes unseen.
final class BackgroundLoad<Value: Sendable>: Sendable {
    private let outcome = Mutex<Value?>(nil)

    /// Starts `work` on a new thread.
    init(_ work: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [self] in
            let value = work()
            outcome.withLock { $0 = value }
        }
    }

    /// The result once the load has finished, else `nil`.
    func result() -> Value? {
        outcome.withLock { $0 }
    }
}
