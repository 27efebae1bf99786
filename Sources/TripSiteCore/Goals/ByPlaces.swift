/// What a trip's places come to (its country keys, its continents), worked out once for each
/// set of countries written (the trip's own and its entries'), which decides it: a journal
/// names the same few countries again and again, and goals go over every trip, each of whose
/// countries is otherwise looked up by name (`GoalsEvaluator.countryKey`).
struct ByPlaces<Value> {
    private var known: [[String?]: Value] = [:]
    private let value: (Trip) -> Value

    init(_ value: @escaping (Trip) -> Value) { self.value = value }

    mutating func callAsFunction(_ trip: Trip) -> Value {
        let written = [trip.country] + trip.entries.map(\.country)
        if let found = known[written] { return found }
        let found = value(trip)
        known[written] = found
        return found
    }
}
