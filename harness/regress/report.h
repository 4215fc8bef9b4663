// Regression results on disk and the reports made from them (docs/regress.md): a work
// directory's results.json (what a shard ran), JUnit XML and the HTML report. Reports are a
// function of the results alone, so merged shards give the same report as one run.
#pragma once

#include <string>
#include <vector>

#include "harness/regress/suite.h"

namespace gcn {

struct ResultSet {
  size_t total = 0;                 // runs in the whole unsharded list
  std::vector<RunResult2> results;  // ordered by run index
};

void write_results(const std::string& dir, const ResultSet& rs);
ResultSet read_results(const std::string& dir);

// Union of shards: every index 0..total-1 exactly once (else gcn::Error naming the gap/duplicate).
ResultSet merge_results(const std::vector<ResultSet>& shards);

void write_junit(const std::string& file, const ResultSet& rs);
// `coverage_html`: a fragment (tables) included in the report, "" = none.
void write_html(const std::string& dir, const ResultSet& rs, const std::string& coverage_html);

// The one-row-per-run table (kernel, engine, groups, waves, instructions, cycles, result).
std::string table_header();
std::string table_row(const RunResult2& r);

}  // namespace gcn
