/// HTML text: escaping and the few elements the report repeats.
enum HTML {
    /// `&`, `<`, `>`, `"` and `'` as entities: source text and messages can never become markup.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A table with a caption and column header cells; cells are HTML already.
    static func table(caption: String, headers: [String], rows: [[String]]) -> String {
        var html = "<table>\n<caption>\(escape(caption))</caption>\n<thead><tr>"
        html += headers.map { "<th scope=\"col\">\(escape($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for row in rows {
            html += "<tr>" + row.enumerated().map { $0 == 0 ? "<th scope=\"row\">\($1)</th>" : "<td>\($1)</td>" }.joined() + "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }
}

/// The fixed parts of the report page: head with inline styles, the filter
/// form (shown only when the script runs) and the script.
enum HTMLDocument {
    static func severityLabel(_ severity: Severity) -> String {
        switch severity {
        case .error: return "Error"
        case .warning: return "Warning"
        case .note: return "Note"
        }
    }

    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(HTML.escape(title))</title>
        <style>
        :root { --text: #1b1b1b; --background: #ffffff; --muted: #4a4a4a; --border: #767676; --mark: #fff2a8;
          --error: #a4000f; --warning: #7a4d00; --note: #0b4f8a; --link: #0b4f8a; }
        @media (prefers-color-scheme: dark) {
          :root { --text: #f1f1f1; --background: #161616; --muted: #c8c8c8; --border: #8f8f8f; --mark: #5c4d00;
            --error: #ff9a9a; --warning: #ffd27a; --note: #9ecbff; --link: #9ecbff; }
        }
        body { font: 1rem/1.5 -apple-system, system-ui, sans-serif; color: var(--text); background: var(--background);
          margin: 0 auto; padding: 1rem; max-width: 70rem; }
        a { color: var(--link); }
        .skip { position: absolute; left: -10000px; }
        .skip:focus { position: static; }
        table { border-collapse: collapse; margin: 1rem 0; }
        caption { text-align: left; font-weight: bold; }
        th, td { border: 1px solid var(--border); padding: 0.25rem 0.5rem; text-align: left; }
        pre { border: 1px solid var(--border); padding: 0.5rem; overflow-x: auto; }
        mark { background: var(--mark); color: var(--text); text-decoration: underline wavy; }
        ol.findings { padding-left: 1.5rem; }
        .badge { font-weight: bold; }
        .badge.error { color: var(--error); }
        .badge.warning { color: var(--warning); }
        .badge.note { color: var(--note); }
        .rule, .fix, footer { color: var(--muted); }
        fieldset { border: 1px solid var(--border); margin: 1rem 0; }
        </style>
        </head>
        <body>

        """
    }

    /// Checkboxes per severity and a rule menu; hidden until the script shows them.
    static func filters(rules: [String]) -> String {
        var html = "<form id=\"filters\" hidden>\n<fieldset>\n<legend>Show the findings of severity</legend>\n"
        for severity in ["error", "warning", "note"] {
            html += "<label><input type=\"checkbox\" name=\"severity\" value=\"\(severity)\" checked> "
                + "\(severityLabel(Severity(rawValue: severity) ?? .note))s</label>\n"
        }
        html += "</fieldset>\n<p><label>Of rule <select name=\"rule\">\n<option value=\"\">All rules</option>\n"
        html += rules.map { "<option value=\"\(HTML.escape($0))\">\(HTML.escape($0))</option>\n" }.joined()
        return html + "</select></label></p>\n<p id=\"shown\" role=\"status\"></p>\n</form>\n"
    }

    static let tail = """
        <script>
        (function () {
          var form = document.getElementById("filters");
          if (!form) { return; }
          form.hidden = false;
          function apply() {
            var severities = Array.prototype.filter.call(form.elements.severity, function (box) { return box.checked; })
              .map(function (box) { return box.value; });
            var rule = form.elements.rule.value;
            var shown = 0;
            document.querySelectorAll("li.finding").forEach(function (item) {
              var visible = severities.indexOf(item.dataset.severity) >= 0 && (!rule || item.dataset.rule === rule);
              item.hidden = !visible;
              if (visible) { shown += 1; }
            });
            document.getElementById("shown").textContent = shown + " findings shown";
          }
          form.addEventListener("change", apply);
          apply();
        })();
        </script>
        </body>
        </html>

        """
}
