#include "solver/popeye_move_numbers.h"

#include <algorithm>
#include <string_view>

namespace nightrider::solver {

// Checkless chess (Popeye's OhneSchach) rejects a move that checks without mating after Popeye has numbered
// it (conditions/ohneschach.c: its slices come after the restart guard), so Popeye numbers such a move.
// Known where no other rule tests legality after the move. Popeye's self-check test comes after its count
// too: a king's step next to the other king, a check, is numbered (BEISPIEL/exklohne.inp #64, #90).
bool popeye_numbers_after_legality_hooks(GeneralBoard& general, const Move& m) {
  const Rules& rules = general.rules();
  bool checkless = false;
  for (const auto& module : rules.modules()) {
    if (!(module->hooks() & kHookLegality)) continue;
    if (std::string_view(module->name()) != "ChecklessChess") return false;
    checkless = true;
  }
  if (!checkless) return false;
  general.play(m);
  const bool rejected_as_check = general.in_check();
  general.undo();
  return rejected_as_check;
}

std::optional<PopeyeNumberedMoves> popeye_numbered_moves(GeneralBoard general, const Options& options) {
  MoveList generated, kept;
  general.pseudo_legal_moves(generated);
  general.moves_ignoring_check(kept);
  for (const Move& m : generated)
    if (std::find(kept.begin(), kept.end(), m) == kept.end() &&
        popeye_numbers_after_legality_hooks(general, m))
      kept.push(m);
  // (Each move on its generation path, as the solution lines are ordered: Mars Circe's captures from
  // the rebirth square are tried before the unit's other moves.)
  const std::optional<std::vector<Move>> ordered =
      general.popeye_order_of(std::vector<Move>(generated.begin(), generated.end()));
  if (!ordered) return std::nullopt;
  PopeyeNumberedMoves numbered;
  for (const Move& m : *ordered) {
    if (std::find(kept.begin(), kept.end(), m) == kept.end()) continue;
    numbered.texts.push_back(general.text(m));
    if (std::find(numbered.texts.begin(), numbered.texts.end() - 1, numbered.texts.back()) !=
        numbered.texts.end() - 1)
      return std::nullopt;
    general.play(m);
    numbered.lines.push_back(general.in_check() ? numbered.texts.back() + " +" : numbered.texts.back());
    general.undo();
  }
  for (size_t i = 0; i < numbered.lines.size(); ++i) {
    const int number = static_cast<int>(i) + 1;
    if (number < options.start_move_number.value_or(1) || number > options.up_to_move_number.value_or(number))
      numbered.lines[i].clear();
  }
  return numbered;
}

std::optional<std::vector<int>> popeye_first_move_places(const PopeyeNumberedMoves& numbered,
                                                         const std::vector<std::string>& first_moves) {
  std::vector<int> places;
  for (const std::string& first : first_moves) {
    const auto at = std::find(numbered.texts.begin(), numbered.texts.end(), first);
    if (at == numbered.texts.end()) return std::nullopt;
    const int place = static_cast<int>(at - numbered.texts.begin()) + 1;
    if (!places.empty() && place < places.back()) return std::nullopt;
    places.push_back(place);
  }
  return places;
}

}  // namespace nightrider::solver
