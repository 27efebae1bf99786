import Foundation
import Testing
import TripSiteCore
import TripSiteTestSupport

/// `TaskCheckboxLabels`: each task checkbox cmark-gfm writes is named by its item's text.
@Suite struct TaskCheckboxLabelsTests {
    func label(_ markdown: String) -> String {
        let html = CMarkDocument.renderHTML(markdown, options: MarkdownOptions()).html
        return TaskCheckboxLabels.label(html, idPrefix: "task") { $0 ? "Done" : "Not done" }
    }

    @Test func aTightItemIsNamedByItsText() {
        #expect(
            label("- [x] Rain *shell*\n- [ ] Boots\n")
                == """
                <ul>
                <li><input type="checkbox" checked="" disabled="" aria-labelledby="task_1" /> <span id="task_1">Rain <em>shell</em></span></li>
                <li><input type="checkbox" disabled="" aria-labelledby="task_2" /> <span id="task_2">Boots</span></li>
                </ul>

                """)
    }

    @Test func theNameStopsAtANestedListAndAtTheFirstParagraph() {
        let nested = label("- [ ] Pack\n  - [x] Socks\n")
        #expect(nested.contains(#"<span id="task_1">Pack</span>"#), "\(nested)")
        #expect(nested.contains(#"<span id="task_2">Socks</span>"#), "\(nested)")
        let loose = label("- [x] First\n\n  More text.\n\n- [ ] Second\n")
        #expect(
            loose.contains(
                #"<li><input type="checkbox" checked="" disabled="" aria-labelledby="task_1" /> "#
                    + "\n" + #"<p><span id="task_1">First</span></p>"#), "\(loose)")
        #expect(loose.contains("<p>More text.</p>"))
    }

    @Test func anItemWithoutTextGetsTheStateAsItsName() {
        let html = TaskCheckboxLabels.label(#"<ul><li><input type="checkbox" disabled="" /></li></ul>"#, idPrefix: "t")
        {
            $0 ? "Done" : "Not done"
        }
        #expect(html == #"<ul><li><input type="checkbox" disabled="" aria-label="Not done" /></li></ul>"#)
    }

    @Test func aCheckboxOutsideAnItemAndOneAlreadyNamedAreLeftAlone() {
        let html = #"<p>x <input type="checkbox" disabled="" /></p><li><input type="checkbox" aria-label="y" /> z</li>"#
        #expect(TaskCheckboxLabels.label(html, idPrefix: "t") { _ in "n" } == html)
    }

    /// Over the 720 GFM examples (raw HTML on): every text stays as it was, and only task
    /// items' checkboxes change.
    @Test func noTextOfTheGFMExamplesChanges() {
        var harmed: [String] = []
        var labelled = 0
        for example in GFMExample.all {
            let options = MarkdownOptions(unsafeHTML: true, tableStyleAttributes: false)
            let html = CMarkDocument.renderHTML(example.markdown, options: options).html
            let result = TaskCheckboxLabels.label(html, idPrefix: "task") { _ in "" }
            if result != html { labelled += 1 }
            let stripped = result.replacing(/<span id="task_\d+">/, with: "").replacingOccurrences(
                of: "</span>", with: ""
            )
            .replacing(#/ aria-labelledby="task_\d+"/#, with: "").replacingOccurrences(of: " aria-label=\"\"", with: "")
            if stripped != html.replacingOccurrences(of: "</span>", with: "") { harmed.append(example.name) }
        }
        #expect(harmed.isEmpty, "\(harmed.count) examples changed beyond their checkboxes: \(harmed.prefix(10))")
        #expect(labelled >= 2, "the task list examples are labelled")
    }
}
