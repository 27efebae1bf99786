import Foundation
import Testing
import Yams

/// One shell step of a CI file, with the environment the CI gives it.
struct CIStep {
    var origin: String
    var script: String
    var environment: [String: String]
}

/// The shell steps of the two kinds of CI file TripSite writes and documents, read with
/// Yams, and the values a test gives what the CI would fill in.
enum CIFile {
    /// GitHub's `${{ … }}` expressions in the steps that run here.
    static let githubExpressions = ["steps.pages.outputs.base_url": "https://example.github.io/journal"]

    /// GitLab's predefined variables the `pages` job uses.
    static let gitlabVariables = [
        "CI_PAGES_URL": "https://example.gitlab.io/journal", "CI_COMMIT_TIMESTAMP": "2026-03-01T12:00:00+01:00",
    ]

    static func mapping(_ text: String) throws -> [String: Any] {
        try #require(try Yams.load(yaml: text) as? [String: Any], "not a YAML mapping")
    }

    static func strings(_ value: Any?) -> [String: String] {
        ((value as? [String: Any]) ?? [:]).mapValues { "\($0)" }
    }

    /// Whether a YAML document is a GitHub Actions workflow.
    static func isGitHubWorkflow(_ yaml: [String: Any]) -> Bool {
        yaml["jobs"] is [String: Any] && yaml["on"] != nil
    }

    /// Every `run:` step of every job, in order, with the workflow's, job's and step's `env`.
    static func githubSteps(_ yaml: [String: Any]) -> [CIStep] {
        let jobs = (yaml["jobs"] as? [String: Any]) ?? [:]
        var steps: [CIStep] = []
        for name in jobs.keys.sorted() {
            let job = (jobs[name] as? [String: Any]) ?? [:]
            for (index, step) in ((job["steps"] as? [[String: Any]]) ?? []).enumerated() {
                guard let script = step["run"] as? String else { continue }
                let environment = strings(yaml["env"]).merging(strings(job["env"])) { $1 }.merging(
                    strings(step["env"])
                ) { $1 }
                let label = (step["name"] as? String) ?? "step \(index + 1)"
                steps.append(CIStep(origin: "jobs.\(name): \(label)", script: script, environment: environment))
            }
        }
        return steps
    }

    /// Every line of every GitLab job's `before_script` and `script`, in order, with the
    /// file's and the job's `variables` and GitLab's predefined ones.
    static func gitlabSteps(_ yaml: [String: Any]) -> [CIStep] {
        var steps: [CIStep] = []
        for name in yaml.keys.sorted() {
            guard let job = yaml[name] as? [String: Any], job["script"] != nil else { continue }
            let environment = gitlabVariables.merging(strings(yaml["variables"])) { $1 }.merging(
                strings(job["variables"])
            ) { $1 }
            for key in ["before_script", "script"] {
                for line in (job[key] as? [String]) ?? [] {
                    steps.append(CIStep(origin: "\(name).\(key)", script: line, environment: environment))
                }
            }
        }
        return steps
    }

    /// Runs the steps that only run `tripsite` in the journal (installing the release and
    /// uploading the site need the CI), and returns the scripts it ran. Each must exit 0.
    @discardableResult
    static func runTripSiteSteps(_ steps: [CIStep], in journal: CIJournal) throws -> [String] {
        var ran: [String] = []
        for step in steps {
            let (script, unknown) = ShellCommand.substitutingExpressions(step.script, githubExpressions)
            guard ShellCommand.runsOnlyTripSite(script) else { continue }
            #expect(unknown.isEmpty, "\(step.origin): no test value for \(unknown)")
            let result = try journal.shell(script, environment: step.environment)
            #expect(result.status == 0, "\(step.origin): `\(script)` exited \(result.status):\n\(result.stderr)")
            ran.append(script)
        }
        return ran
    }
}
