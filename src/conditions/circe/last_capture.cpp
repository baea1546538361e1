#include "conditions/circe/last_capture.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "pieces/piece_def.h"

namespace nightrider::conditions {

void LastCapture::diagram(Position& pos, const Rules&) const { pos.put_buried(square_, unit_); }

void apply_last_capture(Rules& rules, const std::vector<std::string>& arguments) {
  // (The reader gives the colour, Popeye's English piece code and the square: "White" "B" "g4".)
  if (arguments.size() != 3)
    throw std::invalid_argument(arguments.size() > 3 ? "LastCapture with piece attributes is not supported yet"
                                                     : "LastCapture needs a colour, a piece and a square");
  const std::string colour = lower_case(arguments[0]);
  const Colour side = colour == "white" ? Colour::White : colour == "black" ? Colour::Black
                      : colour == "neutral" ? Colour::Neutral : Colour::None;
  if (side == Colour::None) throw std::invalid_argument("LastCapture: '" + arguments[0] + "' is no colour");
  std::string code = arguments[1];
  for (char& c : code) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  const auto kind = kind_for_popeye_code(code);
  if (!kind || !rules.uses(*kind))
    throw std::invalid_argument("LastCapture of the piece " + arguments[1] + " is not supported yet");
  if (rules.def(*kind).royal) throw std::invalid_argument("LastCapture of a royal piece is not supported yet");
  const auto square = rules.geometry().parse(lower_case(arguments[2]));
  if (!square) throw std::invalid_argument("LastCapture: '" + arguments[2] + "' is no square");
  if (!rules.provider(kCapabilityLaterRebirths))
    throw std::invalid_argument(
        "LastCapture without Circe's later rebirths (Parrain, ContraParrain, LastMove, WaitCapture) is not supported yet");
  rules.add_module(std::make_unique<LastCapture>(*square, Piece(*kind, side)));
}

// (Order 3: after Circe's, which must be there to bring the unit back.)
const ConditionEntry& last_capture_condition() {
  static const ConditionEntry entry{
      .names = {.en = "LastCapture", .fr = "DernierePrise", .de = "LetzterSchlag", .seeds = {}},
      .apply = &apply_last_capture,
      .order = 3,
  };
  return entry;
}

}  // namespace nightrider::conditions
