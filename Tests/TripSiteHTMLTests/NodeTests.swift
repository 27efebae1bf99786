import Testing
import TripSiteHTML

/// `HTMLBuilder` joins a block's nodes into the first one's buffer as it goes. These hold it
/// to joining them in order, through every kind of statement, and to leaving a node that is
/// stored and used in many blocks (a page's shared head elements) as it was.
@Suite struct NodeTests {
    static let shared = Node.span { "shared" }

    @Test func aBlockJoinsItsNodesInOrderThroughEveryStatement() {
        let names = ["Kona", "Hilo"]
        let optional: String? = "maybe"
        let node = Node.div {
            "a & b"
            Node.em { "one" }
            if names.count > 1 { Node.strong { "if" } }
            if let optional { optional } else { "never" }
            for name in names { Node.li { name } }
            [Node.text("x"), Node.text("y")]
        }
        #expect(
            node.render()
                == "<div>a &amp; b<em>one</em><strong>if</strong>maybe<li>Kona</li><li>Hilo</li>xy</div>")
    }

    @Test func aStoredNodeFirstInManyBlocksStaysAsItWas() {
        let first = Node.p {
            Self.shared
            "first"
        }
        let second = Node.p {
            Self.shared
            Node.em { "second" }
        }
        #expect(first.render() == "<p><span>shared</span>first</p>")
        #expect(second.render() == "<p><span>shared</span><em>second</em></p>")
        #expect(Self.shared.render() == "<span>shared</span>")
    }

    @Test func emptyBlocksAndBranchesAddNothing() {
        let none: String? = nil
        let node = Node.ul {
            if let none { none }
            for _ in [Int]() { Node.li {} }
        }
        #expect(node.render() == "<ul></ul>")
        #expect(Node.group {}.render() == "")
    }
}
