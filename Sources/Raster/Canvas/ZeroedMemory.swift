import Foundation

extension UnsafeMutablePointer where Pointee: BitwiseCopyable {
    /// Memory for `count` values whose all-zero bit pattern is their zero (pixels, coverage cells, tags, bits),
    /// zeroed by `calloc`: a large block comes from fresh pages the system zeroes when they are first touched, so a
    /// canvas's buffers cost no writing when made, and the parts no drawing reaches are never resident. Released with
    /// `freeZeroed()`.
    static func allocateZeroed(count: Int) -> UnsafeMutablePointer<Pointee> {
        guard let raw = calloc(Swift.max(count, 1), MemoryLayout<Pointee>.stride) else {
            fatalError("out of memory: \(count) × \(MemoryLayout<Pointee>.stride) bytes")
        }
        return raw.bindMemory(to: Pointee.self, capacity: count)
    }

    /// Releases memory from `allocateZeroed(count:)`.
    func freeZeroed() { free(self) }
}
