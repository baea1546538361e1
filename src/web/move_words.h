// What a move did, in words, in the web pages' three languages: the sentence a game page shows under its
// board and a rules page under each example ("White Bxd5: takes the black knight on d5"; "Les Blancs
// jouent Bxd5 : prend le cavalier noir en d5"; "Wit speelt Bxd5: slaat het zwarte paard op d5"). Read from
// the effects the rules recorded, never guessed; the SAN itself stays as the rules write it.
#pragma once

#include <string>
#include <string_view>

#include "core/position.h"
#include "rules/rules.h"

namespace nightrider::web {

// The move just played in `after` (its journal's last entry), whose SAN is `san`, told in `lang` (en, fr
// or nl; any other reads as en): the units it took, the units the rules moved, placed or changed, the
// promotions, each with the reason its condition gave ("Circe rebirth", "renaissance Circé").
std::string describe_move(const Rules& rules, const Position& after, const std::string& san,
                          std::string_view lang);

}  // namespace nightrider::web
