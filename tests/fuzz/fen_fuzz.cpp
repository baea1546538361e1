// libFuzzer target: the FEN reader of every variant (src/notation/fen.h).
//
// Input: the first byte chooses the variant (its value modulo the number of variants), the rest is the
// FEN. A FEN that is refused must be refused with FenError; one that is read must
//   - be written back (to_fen) as a FEN that reads again as the same position, and
//   - hold up under the rules: every legal move played and taken back restores the FEN, the outcome is
//     computed, and where the variant has a fast move counter (bitboard chess, the anti-king and Rococo
//     boards) it counts the same moves as the general rules.
// Anything else -- a crash, another exception, a sanitizer report, a hang -- is a finding.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/move.h"
#include "notation/fen.h"
#include "search/perft.h"
#include "variants/variants.h"

namespace {

using namespace nightrider;

const std::vector<std::shared_ptr<const Rules>>& variant_rules() {
  static const std::vector<std::shared_ptr<const Rules>> rules = [] {
    std::vector<std::shared_ptr<const Rules>> list;
    for (const VariantInfo& info : all_variants()) list.push_back(make_variant(info.name));
    return list;
  }();
  return rules;
}

[[noreturn]] void fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "fen_fuzz: %s: %s\n", what, detail.c_str());
  std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  const auto& all = variant_rules();
  const Rules& rules = *all[data[0] % all.size()];
  const std::string_view fen(reinterpret_cast<const char*>(data + 1), size - 1);

  std::unique_ptr<Position> pos;
  try {
    pos = std::make_unique<Position>(parse_fen(rules, fen));
  } catch (const FenError&) {
    return 0;  // refused with a message: what bad input must get
  }

  const std::string written = to_fen(rules, *pos);
  Position again = [&] {
    try {
      return parse_fen(rules, written);
    } catch (const FenError& e) {
      fail("a written FEN does not read back", rules.name() + " '" + written + "': " + e.what());
    }
  }();
  if (to_fen(rules, again) != written)
    fail("a written FEN reads back differently",
         rules.name() + " '" + written + "' -> '" + to_fen(rules, again) + "'");

  MoveList moves;
  rules.legal_moves(*pos, moves);
  for (const Move& m : moves) {
    rules.play(*pos, m);
    rules.undo(*pos);
    if (to_fen(rules, *pos) != written)
      fail("play and undo change the position", rules.name() + " '" + written + "'");
  }
  (void)rules.outcome(*pos);

  if (rules.fast_perft() != nullptr) {
    const std::optional<uint64_t> fast = rules.fast_perft()(rules, *pos, 2);
    if (fast) {
      const uint64_t general = perft_general(rules, *pos, 2);
      if (*fast != general)
        fail("the fast move counter disagrees with the rules", rules.name() + " '" + written +
                                                                   "': " + std::to_string(*fast) +
                                                                   " against " + std::to_string(general));
    }
  }
  return 0;
}
