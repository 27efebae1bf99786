import Foundation

/// A task executor with threads of its own, outside Swift's cooperative pool.
///
/// The whole suite runs in one process, and a synchronous test that waits on a subprocess
/// (Chromium, the Nu checker, the `tripsite` binary) holds one of the pool's threads for as
/// long as that takes: two such tests on a 2-core machine leave an in-process server nothing
/// to answer with, and its requests time out. A server under test runs with this executor
/// preferred (`Task(executorPreference:)`), and so do the child tasks that serve its
/// connections, so it answers whatever the rest of the suite is doing.
package final class DedicatedExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    /// Starts `threads` threads that run jobs for as long as the process lives.
    package init(threads: Int = 2, name: String = "tripsite.test-executor") {
        for index in 0..<max(threads, 1) {
            let thread = Thread { [unowned self] in self.work() }
            thread.name = "\(name)-\(index)"
            thread.start()
        }
    }

    /// The executor the tests' in-process servers share.
    package static let servers = DedicatedExecutor(threads: 2, name: "tripsite.test-servers")

    package func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        condition.lock()
        jobs.append(unowned)
        condition.signal()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
