#include "harness/regress/report.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "golden/common/error.h"

namespace gcn {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

std::string xml_escape(const std::string& s) {
  std::string o;
  for (unsigned char c : s) {
    switch (c) {
      case '&': o += "&amp;"; break;
      case '<': o += "&lt;"; break;
      case '>': o += "&gt;"; break;
      case '"': o += "&quot;"; break;
      case '\'': o += "&apos;"; break;
      default:
        if (c < 0x20 && c != '\n' && c != '\t') o += fmt::format("&#x{:x};", 0xfffd);  // XML 1.0 forbids these
        else o += char(c);
    }
  }
  return o;
}

void write_text(const std::string& path, const std::string& text) {
  if (fs::path(path).has_parent_path()) fs::create_directories(fs::path(path).parent_path());
  std::ofstream f(path, std::ios::binary);
  f << text;
  if (!f) throw Error(fmt::format("cannot write {}", path));
}

// The repro command with the build-specific executable path shortened to "gcn-cosim".
std::string repro(const RunResult2& r) {
  std::string c = r.run.command;
  const size_t end = c.find("' ");
  if (c.size() > 1 && c[0] == '\'' && end != std::string::npos) c = "gcn-cosim" + c.substr(end + 1);
  return c;
}

}  // namespace

void write_results(const std::string& dir, const ResultSet& rs) {
  json j;
  j["total"] = rs.total;
  j["runs"] = json::array();
  for (const RunResult2& r : rs.results)
    j["runs"].push_back({{"index", r.run.index}, {"id", r.run.id}, {"engine", r.run.engine},
                         {"command", r.run.command}, {"random", r.run.random}, {"status", r.status},
                         {"seconds", r.seconds}, {"first_line", r.first_line}, {"report", r.report},
                         {"groups", r.groups}, {"waves", r.waves}, {"instructions", r.instructions},
                         {"cycles", r.cycles}, {"has_cycles", r.has_cycles}});
  write_text((fs::path(dir) / "results.json").string(), j.dump(1) + "\n");
}

ResultSet read_results(const std::string& dir) {
  const std::string path = (fs::path(dir) / "results.json").string();
  std::ifstream f(path);
  if (!f) throw Error(fmt::format("regress merge: cannot read {}", path));
  ResultSet rs;
  try {
    const json j = json::parse(f);
    rs.total = j.at("total").get<size_t>();
    for (const json& x : j.at("runs")) {
      RunResult2 r;
      r.run.index = x.at("index");
      r.run.id = x.at("id");
      r.run.engine = x.at("engine");
      r.run.command = x.at("command");
      r.run.random = x.at("random");
      r.status = x.at("status");
      r.seconds = x.at("seconds");
      r.first_line = x.at("first_line");
      r.report = x.at("report");
      r.groups = x.at("groups");
      r.waves = x.at("waves");
      r.instructions = x.at("instructions");
      r.cycles = x.at("cycles");
      r.has_cycles = x.at("has_cycles");
      rs.results.push_back(r);
    }
  } catch (const json::exception& e) {
    throw Error(fmt::format("regress merge: {} is not a results file: {}", path, e.what()));
  }
  return rs;
}

ResultSet merge_results(const std::vector<ResultSet>& shards) {
  if (shards.empty()) throw Error("regress merge: no shard directories");
  ResultSet out;
  out.total = shards[0].total;
  std::vector<int> seen(out.total, 0);
  for (const ResultSet& s : shards) {
    if (s.total != out.total)
      throw Error(fmt::format("regress merge: shards of different regressions ({} and {} runs)", out.total, s.total));
    for (const RunResult2& r : s.results) {
      if (r.run.index >= out.total || seen[r.run.index]++)
        throw Error(fmt::format("regress merge: run {} ({}) appears in two shards", r.run.index, r.run.id));
      out.results.push_back(r);
    }
  }
  for (size_t i = 0; i < out.total; ++i)
    if (!seen[i]) throw Error(fmt::format("regress merge: run {} is in no shard (a shard is missing)", i));
  std::sort(out.results.begin(), out.results.end(),
            [](const RunResult2& a, const RunResult2& b) { return a.run.index < b.run.index; });
  return out;
}

void write_junit(const std::string& file, const ResultSet& rs) {
  size_t fails = 0, skipped = 0;
  double secs = 0;
  for (const RunResult2& r : rs.results) {
    fails += r.status == "fail";
    skipped += r.status == "skipped";
    secs += r.seconds;
  }
  std::string x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  x += fmt::format("<testsuites name=\"gcn-cosim regress\" tests=\"{}\" failures=\"{}\" skipped=\"{}\" time=\"{:.3f}\">\n",
                   rs.results.size(), fails, skipped, secs);
  x += fmt::format("  <testsuite name=\"gcn-cosim regress\" tests=\"{}\" failures=\"{}\" skipped=\"{}\" time=\"{:.3f}\">\n",
                   rs.results.size(), fails, skipped, secs);
  for (const RunResult2& r : rs.results) {
    x += fmt::format("    <testcase classname=\"regress.{}\" name=\"{}\" time=\"{:.3f}\"", r.run.engine,
                     xml_escape(r.run.id), r.seconds);
    if (r.status == "pass") {
      x += "/>\n";
      continue;
    }
    x += ">\n";
    if (r.status == "skipped") x += fmt::format("      <skipped message=\"{}\"/>\n", xml_escape(r.first_line));
    else
      x += fmt::format("      <failure message=\"{}\">{}\nreproduce: {}</failure>\n", xml_escape(r.first_line),
                       xml_escape(r.report), xml_escape(repro(r)));
    x += "    </testcase>\n";
  }
  x += "  </testsuite>\n</testsuites>\n";
  write_text(file, x);
}

std::string table_header() {
  return fmt::format("{:<18} {:<8} {:>6} {:>6} {:>12} {:>10}  {}\n", "kernel", "engine", "groups", "waves",
                     "instructions", "cycles", "result");
}

std::string table_row(const RunResult2& r) {
  std::string name = r.run.id.substr(0, r.run.id.find('/'));
  if (r.run.random) name = r.run.id.substr(r.run.id.rfind('/') + 1);  // random/E/seedN -> seedN
  if (r.run.random) name = "random-" + name;
  const bool checked = r.run.engine == "lockstep" || r.run.engine == "systemc";  // against golden
  const std::string result = r.status == "pass" ? (checked ? "match" : "ran")
                             : r.status == "skipped" ? "skipped: " + r.first_line
                                                      : "FAIL: " + r.first_line;
  if (r.status != "pass")
    return fmt::format("{:<18} {:<8} {:>6} {:>6} {:>12} {:>10}  {}\n", name, r.run.engine, "-", "-", "-", "-", result);
  return fmt::format("{:<18} {:<8} {:>6} {:>6} {:>12} {:>10}  {}\n", name, r.run.engine, r.groups, r.waves,
                     r.instructions, r.has_cycles ? std::to_string(r.cycles) : "-", result);
}

void write_html(const std::string& dir, const ResultSet& rs, const std::string& coverage_html) {
  size_t pass = 0, fail = 0, skipped = 0;
  for (const RunResult2& r : rs.results) pass += r.status == "pass", fail += r.status == "fail", skipped += r.status == "skipped";
  std::string h = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>gcn-cosim regression</title>\n"
                  "<style>body{font-family:sans-serif} td,th{padding:2px 8px;text-align:left} "
                  ".fail{color:#b00} .pass{color:#070} pre{background:#f4f4f4;padding:6px}</style></head><body>\n";
  h += "<h1>gcn-cosim regression</h1>\n";
  h += fmt::format("<h2>Summary</h2>\n<table><tr><th>runs</th><td>{}</td></tr><tr><th>passed</th><td class=\"pass\">{}"
                   "</td></tr><tr><th>failed</th><td class=\"fail\">{}</td></tr><tr><th>skipped</th><td>{}</td></tr>"
                   "</table>\n",
                   rs.results.size(), pass, fail, skipped);
  h += "<h2>Failing runs</h2>\n";
  if (!fail) h += "<p>none</p>\n";
  for (const RunResult2& r : rs.results) {
    if (r.status != "fail") continue;
    h += fmt::format("<h3 id=\"run{}\" class=\"fail\">{}</h3>\n<p>{}</p>\n<p>reproduce: <code>{}</code></p>\n<pre>{}</pre>\n",
                     r.run.index, xml_escape(r.run.id), xml_escape(r.first_line), xml_escape(repro(r)),
                     xml_escape(r.report));
  }
  if (!coverage_html.empty()) h += "<h2>Functional coverage</h2>\n" + coverage_html;
  h += "<h2>All runs</h2>\n<table><tr><th>#</th><th>run</th><th>result</th><th>groups</th><th>waves</th>"
       "<th>instructions</th><th>cycles</th></tr>\n";
  for (const RunResult2& r : rs.results)
    h += fmt::format("<tr><td>{}</td><td>{}</td><td class=\"{}\">{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                     r.run.index, xml_escape(r.run.id), r.status, r.status, r.groups, r.waves, r.instructions,
                     r.has_cycles ? std::to_string(r.cycles) : "-");
  h += "</table>\n</body></html>\n";
  write_text((fs::path(dir) / "index.html").string(), h);
}

}  // namespace gcn
