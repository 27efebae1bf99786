/// The index after one trip joined the site or left it, from the index before (the preview
/// server's membership path): the other trips' entries are as they were, at positions one
/// later or earlier past the trip's place in reading order. A test holds both to the index
/// of the whole new site.
extension SearchIndex {
    /// This index with the one trip of `alone` (an index of a site holding that trip alone)
    /// at `position` in reading order.
    package func inserting(_ alone: SearchIndex, at position: Int) -> SearchIndex {
        var index = self
        index.insert(alone, at: position)
        return index
    }

    /// `inserting`, in place: an index held once is not copied (a trip added in `serve`
    /// would otherwise copy every entry).
    package mutating func insert(_ alone: SearchIndex, at position: Int) {
        trips.insert(alone.trips[0], at: position)
        let split = activities.partitionPoint { $0.trip >= position }
        for index in split..<activities.count { activities[index].trip += 1 }
        let added = alone.activities.map { activity in
            var activity = activity
            activity.trip = position
            return activity
        }
        activities.insert(contentsOf: added, at: split)
    }

    /// This index without the trip at `position` in reading order.
    package func removing(tripAt position: Int) -> SearchIndex {
        var index = self
        index.remove(tripAt: position)
        return index
    }

    /// `removing(tripAt:)`, in place.
    package mutating func remove(tripAt position: Int) {
        trips.remove(at: position)
        let start = activities.partitionPoint { $0.trip >= position }
        let end = activities.partitionPoint { $0.trip > position }
        activities.removeSubrange(start..<end)
        for index in start..<activities.count { activities[index].trip -= 1 }
    }

    /// Replaces the trip at `position` and its activities (their `trip` set to `position`).
    package mutating func replace(tripAt position: Int, with trip: TripEntry, activities added: [ActivityEntry]) {
        trips[position] = trip
        let start = activities.partitionPoint { $0.trip >= position }
        let end = activities.partitionPoint { $0.trip > position }
        let placed = added.map { activity in
            var activity = activity
            activity.trip = position
            return activity
        }
        activities.replaceSubrange(start..<end, with: placed)
    }
}
