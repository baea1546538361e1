#include "conditions/registry.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "conditions/captures/bicaptures.h"
#include "conditions/captures/kamikaze.h"
#include "conditions/check/bicolores.h"
#include "conditions/check/brunner.h"
#include "conditions/check/sat.h"
#include "conditions/check/vogtlaender.h"
#include "conditions/circe/anticirce.h"
#include "conditions/circe/circe.h"
#include "conditions/ghosts/ghost_chess.h"
#include "conditions/movers/all_in_chess.h"
#include "conditions/obligations/black_checks.h"
#include "conditions/observation/central.h"
#include "conditions/observation/chromatic.h"
#include "conditions/observation/isardam.h"
#include "conditions/observation/paralysis.h"
#include "conditions/observation/ultra_patrol.h"
#include "conditions/placement/sentinelles.h"
#include "conditions/recolouring/andernach.h"
#include "conditions/royal/republican.h"
#include "conditions/transmutation/einstein.h"
#include "conditions/turns/anneciens.h"
#include "conditions/turns/progressive.h"

namespace nightrider::conditions {

const std::vector<ConditionEntry>& all_conditions() {
  // One entry per condition, added as each family is written.
  static const std::vector<ConditionEntry> entries = {
      {"Circe", &apply_circe},
      {"AntiCirce", &apply_anticirce},
      {"MonochromChess", &apply_monochrome},
      {"BichromChess", &apply_bichrome},
      {"Madrasi", &apply_madrasi},
      {"EiffelChess", &apply_eiffel},
      {"Isardam", &apply_isardam},
      {"SAT", &apply_sat},
      {"BrunnerChess", &apply_brunner},
      {"GhostChess", &apply_ghost_chess},
      {"Bicolores", &apply_bicolores},
      {"VogtlaenderChess", &apply_vogtlaender},
      {"EinsteinChess", &apply_einstein},
      {"ReversalEinsteinChess", &apply_reversal_einstein},
      {"Bicaptures", &apply_bicaptures},
      {"CentralChess", &apply_central},
      {"Sentinelles", &apply_sentinelles},
      {"UltraPatrol", &apply_ultra_patrol},
      {"AndernachChess", &apply_andernach},
      {"AntiAndernachChess", &apply_anti_andernach},
      {"RepublicanChess", &apply_republican},
      {"AllInChess", &apply_all_in_chess},
      {"HalfInChess", &apply_half_in_chess},
      {"MainlyInChess", &apply_mainly_in_chess},
      {"BlackChecks", &apply_black_checks},
      {"Anneciens", &apply_anneciens},
      {"Progressif", &apply_progressive},
      {"Kamikaze", &apply_kamikaze},
  };
  return entries;
}

const ConditionEntry* find_condition(std::string_view popeye_name) {
  auto same = [](std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
             return std::tolower(static_cast<unsigned char>(x)) ==
                    std::tolower(static_cast<unsigned char>(y));
           });
  };
  for (const ConditionEntry& e : all_conditions())
    if (same(e.popeye_name, popeye_name)) return &e;
  return nullptr;
}

void expect_no_arguments(std::string_view keyword, const std::vector<std::string>& arguments) {
  if (!arguments.empty())
    throw std::invalid_argument(std::string(keyword) + " takes no argument (got " + arguments.front() + ")");
}

std::string lower_case(std::string word) {
  std::transform(word.begin(), word.end(), word.begin(), [](unsigned char ch) { return std::tolower(ch); });
  return word;
}

const std::vector<SeedName>& seed_names() {
  // The seed's names of the implemented conditions whose seed reading the Popeye rule gives, with the
  // arguments it takes. (Bicaptures: the seed spares a side's own king "if Rex Exclusiv", which is
  // WinChloe's default (RULES.md 4.0), so its reading is Popeye's.)
  static const std::vector<SeedName> names = {
      {"All-in-Chess", "AllInChess", {}},
      {"Annéciens", "Anneciens", {}},
      {"Anti-Andernach", "AntiAndernachChess", {}},
      {"Anti-Super-Circé", "AntiCirce", {"Super", "Cheylan"}},
      {"Bichromatique", "BichromChess", {}},
      {"Bicaptures", "Bicaptures", {}},
      {"Bicolores", "Bicolores", {}},
      {"Brunner", "BrunnerChess", {}},
      {"Central", "CentralChess", {}},
      {"Eiffel", "EiffelChess", {}},
      {"Einstein", "EinsteinChess", {}},
      {"Fantômes", "GhostChess", {}},
      {"Isardam", "Isardam", {"TypeA"}},
      {"Isardam type B", "Isardam", {"TypeB", "ChecksFree"}},
      {"Kamikaze Rex Inclusiv", "Kamikaze", {}},
      {"Les Noirs ne jouent que pour donner échec", "BlackChecks", {}},
      {"Monochromatique", "MonochromChess", {}},
      {"Progressif", "Progressif", {}},
      {"Renaissances Circé assassin", "Circe", {"Assassin"}},
      {"Renaissances Circé parachuté", "Circe", {"Parachute"}},
      {"Renaissances Circé Rex Inclusiv", "Circe", {"RexInclusive"}},
      {"Renaissances Circé strict", "Circe", {"Strict"}},
      {"Renaissances Circé volcanique", "Circe", {"Volcanic"}},
      {"Républicains", "RepublicanChess", {}},
      {"SAT", "SAT", {}},
      {"Sentinelles en Pion adverse", "Sentinelles", {"PionAdvers"}},
      {"Sentinelles en Pion neutre", "Sentinelles", {"AnyNeutral"}},
      {"Sentinelles", "Sentinelles", {}},  // (Totalmax=n follows as an argument)
      {"Super-Circé", "Circe", {"Super"}},
      {"Ultra-Patrouille", "UltraPatrol", {}},
      {"Vogtländer", "VogtlaenderChess", {}},
  };
  return names;
}

namespace {

// Lower case, accents of Latin letters dropped (UTF-8), hyphens and underscores as spaces, one space
// between words: "Anti-Super-Circé" -> "anti super circe".
std::string folded(std::string_view text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    auto c = static_cast<unsigned char>(text[i]);
    char plain = static_cast<char>(std::tolower(c));
    if (c == 0xC3 && i + 1 < text.size()) {                                     // U+00C0..U+00FF
      const unsigned char next = static_cast<unsigned char>(text[++i]) | 0x20;  // (upper to lower case)
      plain = next >= 0xA0 && next <= 0xA5   ? 'a'
              : next == 0xA7                 ? 'c'
              : next >= 0xA8 && next <= 0xAB ? 'e'
              : next >= 0xAC && next <= 0xAF ? 'i'
              : next == 0xB1                 ? 'n'
              : next >= 0xB2 && next <= 0xB6 ? 'o'
              : next >= 0xB9 && next <= 0xBC ? 'u'
                                             : '?';
    }
    if (plain == '-' || plain == '_') plain = ' ';
    if (plain == ' ' && (out.empty() || out.back() == ' ')) continue;
    out += plain;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

// The arguments after the name; the seed's "Totalmax=n" is Popeye's "MaximumTotal n".
void add_arguments(const std::vector<std::string>& words, size_t first, std::vector<std::string>& out) {
  for (size_t i = first; i < words.size(); ++i) {
    const std::string word = folded(words[i]);
    if (word.rfind("totalmax=", 0) == 0) {
      out.emplace_back("MaximumTotal");
      out.push_back(word.substr(9));
    } else {
      out.push_back(words[i]);
    }
  }
}

}  // namespace

std::optional<ResolvedCondition> resolve_condition(const std::vector<std::string>& words) {
  if (words.empty()) return std::nullopt;
  // The longest run of leading words that is a seed name of two words or more ("Sentinelles en Pion
  // neutre"), else a Popeye keyword ("Sentinelles PionNeutre"), else a one-word seed name.
  auto popeye = [&]() -> std::optional<ResolvedCondition> {
    const ConditionEntry* entry = find_condition(words[0]);
    if (!entry) return std::nullopt;
    ResolvedCondition resolved{entry, {}};
    add_arguments(words, 1, resolved.arguments);
    return resolved;
  };
  for (size_t n = words.size(); n >= 1; --n) {
    if (n == 1)
      if (auto resolved = popeye()) return resolved;
    std::string joined;
    for (size_t i = 0; i < n; ++i) joined += (i ? " " : "") + words[i];
    const std::string key = folded(joined);
    for (const SeedName& seed : seed_names()) {
      if (folded(seed.seed_name) != key) continue;
      ResolvedCondition resolved{find_condition(seed.popeye_name), {}};
      for (std::string_view a : seed.arguments) resolved.arguments.emplace_back(a);
      add_arguments(words, n, resolved.arguments);
      return resolved;
    }
  }
  return std::nullopt;
}

std::string condition_names() {
  std::string out;
  for (const ConditionEntry& e : all_conditions())
    out += (out.empty() ? "" : ", ") + std::string(e.popeye_name);
  return out;
}

}  // namespace nightrider::conditions
