import Testing
import TripSiteCore

@Suite struct ActivitySortTests {
    let activities: [Activity] = [
        ("Whale watching", false, nil), ("Snorkel", true, "2025-06-05"), ("Kayak", true, "2025-06-02"),
        ("arrive early", false, nil), ("Coffee farm", true, nil),
    ].enumerated().map { index, item in
        Activity(
            title: item.0, nameHTML: MarkdownHTML(cmarkOutput: item.0), isDone: item.1,
            date: item.2.flatMap(Day.init(iso:)),
            notesHTML: nil, line: index + 1, anchor: "a\(index)")
    }

    @Test func byTitleIsCaseInsensitive() {
        #expect(
            ActivitySort.title.sorted(activities).map(\.title) == [
                "arrive early", "Coffee farm", "Kayak", "Snorkel", "Whale watching",
            ])
    }

    @Test func byDatePutsUndatedLastInFileOrder() {
        #expect(
            ActivitySort.date.sorted(activities).map(\.title) == [
                "Kayak", "Snorkel", "Whale watching", "arrive early", "Coffee farm",
            ])
    }

    @Test func byCompletionPutsDoneFirstStably() {
        #expect(
            ActivitySort.completed.sorted(activities).map(\.title) == [
                "Snorkel", "Kayak", "Coffee farm", "Whale watching", "arrive early",
            ])
    }

    /// `order` gives the file positions a trip page numbers its rows by; equal keys keep
    /// the file's order in every sort.
    @Test func tiesKeepTheFileOrderAndPositionsAreTheFiles() {
        let titles = ["B", "a", "b", "A"]
        let tied = titles.enumerated().map { index, title in
            Activity(
                title: title, nameHTML: MarkdownHTML(cmarkOutput: title), isDone: index % 2 == 0,
                date: Day(iso: "2025-06-01"), notesHTML: nil, line: index + 1, anchor: "t\(index)")
        }
        #expect(ActivitySort.title.order(tied) == [1, 3, 0, 2])
        #expect(ActivitySort.date.order(tied) == [0, 1, 2, 3])
        #expect(ActivitySort.completed.order(tied) == [0, 2, 1, 3])
        #expect(ActivitySort.title.sorted(tied).map(\.title) == ["a", "A", "B", "b"])
    }
}
