#include "conditions/registry.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "conditions/captures/bicaptures.h"
#include "conditions/check/bicolores.h"
#include "conditions/check/brunner.h"
#include "conditions/check/sat.h"
#include "conditions/check/vogtlaender.h"
#include "conditions/circe/anticirce.h"
#include "conditions/circe/circe.h"
#include "conditions/ghosts/ghost_chess.h"
#include "conditions/observation/central.h"
#include "conditions/observation/chromatic.h"
#include "conditions/observation/isardam.h"
#include "conditions/observation/paralysis.h"
#include "conditions/observation/ultra_patrol.h"
#include "conditions/placement/sentinelles.h"
#include "conditions/movers/all_in_chess.h"
#include "conditions/obligations/black_checks.h"
#include "conditions/recolouring/andernach.h"
#include "conditions/royal/republican.h"
#include "conditions/turns/anneciens.h"
#include "conditions/turns/progressive.h"
#include "conditions/transmutation/einstein.h"

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
      {"BlackChecks", &apply_black_checks},
      {"Anneciens", &apply_anneciens},
      {"Progressif", &apply_progressive},
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

std::string condition_names() {
  std::string out;
  for (const ConditionEntry& e : all_conditions())
    out += (out.empty() ? "" : ", ") + std::string(e.popeye_name);
  return out;
}

}  // namespace nightrider::conditions
