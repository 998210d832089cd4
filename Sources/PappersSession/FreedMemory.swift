import Foundation
import Synchronization

/// Gives the pages the allocator holds free back to the system, after a step that allocated much and freed
/// most of it.
///
/// Starting a game reads the language's packs and finds their clashes: about half a megabyte of temporary
/// arrays, freed before the game's first screen shows, whose pages glibc's allocator keeps resident (by
/// itself it returns only the top of the heap), so they counted in the game's peak memory until it ended.
/// glibc's `malloc_trim` returns every whole free page; it changes no byte the program holds. Swift's Glibc
/// module does not import `<malloc.h>`, so it is found through `dlsym`; elsewhere nothing happens.
enum FreedMemory {
    /// Gives the free pages back.
    static func release() {
        releases.add(1, ordering: .relaxed)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(0)
    }

    /// How many times `release()` ran in this process, for tests.
    static let releases = Atomic<Int>(0)
}
