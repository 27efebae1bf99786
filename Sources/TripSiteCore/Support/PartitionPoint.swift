extension Array {
    /// The first index whose element satisfies `isAfter`, for a predicate false for a
    /// prefix of the array and true for the rest (a binary search).
    package func partitionPoint(_ isAfter: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
