import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Makes a folder impossible to add to or delete entries from, for root too (`chattr +i`),
/// or undoes it; false when this file system cannot.
package func makeReadOnly(_ path: String, _ readOnly: Bool) -> Bool {
    if getuid() != 0 { return chmod(path, readOnly ? 0o555 : 0o755) == 0 }
    let chattr = Process()
    chattr.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    chattr.arguments = [readOnly ? "+i" : "-i", path]
    chattr.standardError = FileHandle.nullDevice
    guard let exit = try? chattr.start() else { return false }
    exit.wait()
    return chattr.terminationStatus == 0
}
