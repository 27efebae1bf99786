/// HTML and SVG elements as functions returning `Node`, so pages read like HTML:
/// `Node.section([.class("trips")]) { Node.h2 { "Summer" } }`. One function per element, all
/// alike: an element takes attributes and a builder of its children, a void element (`meta`,
/// `img`, …) attributes only. Add one the same way.
extension Node {
    public static func html(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("html", attributes, children: children())
    }
    public static func head(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("head", attributes, children: children())
    }
    public static func body(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("body", attributes, children: children())
    }
    public static func header(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node {
        .element("header", attributes, children: children())
    }
    public static func nav(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("nav", attributes, children: children())
    }
    public static func main(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("main", attributes, children: children())
    }
    public static func footer(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node {
        .element("footer", attributes, children: children())
    }
    public static func article(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node {
        .element("article", attributes, children: children())
    }
    public static func section(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node {
        .element("section", attributes, children: children())
    }
    public static func aside(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("aside", attributes, children: children())
    }
    public static func figure(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node {
        .element("figure", attributes, children: children())
    }
    public static func figcaption(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node { .element("figcaption", attributes, children: children()) }
    public static func div(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("div", attributes, children: children())
    }
    public static func span(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("span", attributes, children: children())
    }
    public static func p(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("p", attributes, children: children())
    }
    public static func a(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("a", attributes, children: children())
    }
    public static func ul(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("ul", attributes, children: children())
    }
    public static func ol(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("ol", attributes, children: children())
    }
    public static func li(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("li", attributes, children: children())
    }
    public static func dl(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("dl", attributes, children: children())
    }
    public static func dt(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("dt", attributes, children: children())
    }
    public static func dd(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("dd", attributes, children: children())
    }
    public static func h1(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("h1", attributes, children: children())
    }
    public static func h2(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("h2", attributes, children: children())
    }
    public static func h3(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("h3", attributes, children: children())
    }
    public static func h4(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("h4", attributes, children: children())
    }
    public static func strong(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node {
        .element("strong", attributes, children: children())
    }
    public static func em(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("em", attributes, children: children())
    }
    public static func small(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("small", attributes, children: children())
    }
    public static func form(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("form", attributes, children: children())
    }
    public static func label(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("label", attributes, children: children())
    }
    public static func select(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node {
        .element("select", attributes, children: children())
    }
    public static func option(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node {
        .element("option", attributes, children: children())
    }
    public static func button(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node {
        .element("button", attributes, children: children())
    }
    public static func title(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("title", attributes, children: children())
    }
    public static func script(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node {
        .element("script", attributes, children: children())
    }
    public static func style(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("style", attributes, children: children())
    }
    public static func time(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("time", attributes, children: children())
    }
    public static func template(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node { .element("template", attributes, children: children()) }
    public static func svg(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("svg", attributes, children: children())
    }
    public static func path(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("path", attributes, children: children())
    }
    public static func g(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("g", attributes, children: children())
    }
    public static func circle(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node {
        .element("circle", attributes, children: children())
    }
    public static func defs(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("defs", attributes, children: children())
    }
    public static func linearGradient(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node { .element("linearGradient", attributes, children: children()) }
    public static func stop(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("stop", attributes, children: children())
    }
    public static func rect(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("rect", attributes, children: children())
    }
    public static func symbol(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node {
        .element("symbol", attributes, children: children())
    }
    public static func use(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("use", attributes, children: children())
    }
    public static func polygon(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node {
        .element("polygon", attributes, children: children())
    }
    public static func data(_ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }) -> Node {
        .element("data", attributes, children: children())
    }
    public static func progress(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node { .element("progress", attributes, children: children()) }
    public static func output(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node {
        .element("output", attributes, children: children())
    }
    public static func meta(_ attributes: [Attribute] = []) -> Node { .void("meta", attributes) }
    public static func link(_ attributes: [Attribute] = []) -> Node { .void("link", attributes) }
    public static func img(_ attributes: [Attribute] = []) -> Node { .void("img", attributes) }
    public static func input(_ attributes: [Attribute] = []) -> Node { .void("input", attributes) }
    public static func br(_ attributes: [Attribute] = []) -> Node { .void("br", attributes) }
    public static func hr(_ attributes: [Attribute] = []) -> Node { .void("hr", attributes) }
    public static func source(_ attributes: [Attribute] = []) -> Node { .void("source", attributes) }
    public static func picture(
        _ attributes: [Attribute] = [], @HTMLBuilder _ children: () -> Node = { .empty }
    ) -> Node {
        .element("picture", attributes, children: children())
    }
}
