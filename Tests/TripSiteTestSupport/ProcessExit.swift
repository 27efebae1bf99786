import Dispatch
import Foundation

/// The end of a child process, waited for without `Process.waitUntilExit`. On Linux that
/// sleeps in the calling thread's run loop, which the end of the child does not always wake:
/// a test once waited 17 minutes for a `tripsite` that had long exited, until a debugger's
/// attaching interrupted the sleep. The termination handler, called on Foundation's own
/// queue once the child's status is known, signals a semaphore instead (the workaround of
/// swift-corelibs-foundation#5153).
package final class ProcessExit: @unchecked Sendable {
    private let ended = DispatchSemaphore(value: 0)

    fileprivate init() {}

    /// Waits until the process has ended; its `terminationStatus` can then be read.
    package func wait() { ended.wait() }

    fileprivate func signal() { ended.signal() }
}

extension Process {
    /// Starts the process, with the wait for its end (`ProcessExit.wait`) set up before it
    /// runs, so an end that comes at once is not missed.
    package func start() throws -> ProcessExit {
        let exit = ProcessExit()
        terminationHandler = { _ in exit.signal() }
        try run()
        return exit
    }
}
