// Shared helpers for the tests: where the reference data lives and how perft.tsv reads.
#pragma once

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "support/test_paths.h"

namespace nightrider::testing {

inline std::string shared_path(const std::string& relative) {
  return std::string(nightrider::testing::shared_dir()) + "/" + relative;
}

struct PerftRow {
  std::string variant, fen;
  std::vector<std::pair<int, uint64_t>> counts;  // depth -> leaf count
};

inline std::vector<PerftRow> perft_rows() {
  std::vector<PerftRow> rows;
  std::ifstream in(shared_path("testdata/perft/perft.tsv"));
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    PerftRow row;
    std::string counts;
    std::getline(fields, row.variant, '\t');
    std::getline(fields, row.fen, '\t');
    std::getline(fields, counts);
    std::istringstream tokens(counts);
    std::string token;
    while (tokens >> token) {
      const auto colon = token.find(':');
      row.counts.emplace_back(std::stoi(token.substr(0, colon)), std::stoull(token.substr(colon + 1)));
    }
    rows.push_back(row);
  }
  return rows;
}

}  // namespace nightrider::testing
