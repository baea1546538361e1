#include "conditions/transmutation/snek.h"

#include <memory>
#include <stdexcept>

#include "conditions/circe/super_circe.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

PieceKind SnekChess::kind_below(PieceKind taken, const RuleParams& params) const {
  switch (params.orthodoxised(taken)) {
    case PieceKind::Queen:
      return params.standard(PieceKind::Rook);
    case PieceKind::Rook:
      return params.standard(PieceKind::Bishop);
    case PieceKind::Bishop:
      return params.standard(PieceKind::Knight);
    case PieceKind::Knight:
      return params.standard(circle_ ? PieceKind::Queen : PieceKind::King);
    default:
      return PieceKind::None;
  }
}

void SnekChess::choices(const Position& after, const Rules& rules, const Move&,
                        std::vector<uint32_t>& values) const {
  const auto [taken, where] = captured_unit(after);
  const PieceKind below = where.is_none() ? PieceKind::None : kind_below(taken.kind(), rules.params());
  const Colour side = opposite(after.side_to_move());
  const Geometry& geo = after.geometry();
  const size_t before = values.size();
  if (below != PieceKind::None)
    for (int rank = 0; rank < geo.height(); ++rank)
      for (int file = 0; file < geo.width(); ++file) {
        const Square s(file, rank);
        const Piece p = after.at(s);
        if (p.is_unit() && p.colour() == side && p.kind() == below)
          values.push_back(slot_.place(static_cast<uint32_t>(s.index() + 1)));
      }
  if (values.size() == before) values.push_back(0);
}

void SnekChess::after_move(Position& pos, const Rules& rules, const Move& m) const {
  const auto [taken, where] = captured_unit(pos);
  if (where.is_none()) return;
  const Colour side = opposite(pos.side_to_move());
  const PieceKind king = rules.params().standard(PieceKind::King);
  if (!circle_ && taken.kind() == rules.params().standard(PieceKind::Pawn)) {
    // The side's royal unit becomes a king again.
    const Square royal = pos.king(side);
    if (royal.is_none() || pos.at(royal).kind() == king) return;
    const Piece unit = pos.at(royal);
    const auto attributes = static_cast<PieceAttributes>(unit.attributes() & ~kAttributeRoyal);
    pos.change(royal, Piece(king, unit.colour(), attributes), reason(ReasonRole::KindChange));
    return;
  }
  const uint32_t value = slot_.get(m);
  if (value == 0) return;
  const Square changing = Square::from_index(static_cast<int>(value - 1));
  const Piece unit = pos.at(changing);
  // A king that becomes another kind stays royal (`[h4=rS]`).
  const bool royal = rules.def(unit.kind()).royal || (unit.attributes() & kAttributeRoyal);
  const auto attributes =
      static_cast<PieceAttributes>(unit.attributes() | (royal ? PieceAttributes{kAttributeRoyal} : 0));
  pos.change(changing, Piece(taken.kind(), unit.colour(), attributes), reason(ReasonRole::KindChange));
}

namespace {

void apply_snek(Rules& rules, const std::vector<std::string>& arguments, bool circle) {
  const std::string keyword = circle ? "SnekCircleChess" : "SnekChess";
  if (!arguments.empty())
    throw std::invalid_argument(keyword + " " + arguments.front() + " is not supported yet");
  const ChoiceSlot slot = rules.reserve_choice(keyword, SnekChess::kBits);
  rules.choice_unseen_by_popeye_tables(slot);
  rules.add_module(std::make_unique<SnekChess>(slot, circle));
}

}  // namespace

void apply_snek_chess(Rules& rules, const std::vector<std::string>& arguments) {
  apply_snek(rules, arguments, false);
}

void apply_snek_circle_chess(Rules& rules, const std::vector<std::string>& arguments) {
  apply_snek(rules, arguments, true);
}

const ConditionEntry& snek_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "SnekChess", .fr = "EchecsSnek", .de = "SnekSchach", .seeds = {}},
      .apply = &apply_snek_chess,
  };
  return entry;
}

const ConditionEntry& snek_circle_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "SnekCircleChess",
                .fr = "EchecsSnekCirculaires",
                .de = "SnekZirkulaerSchach",
                .seeds = {}},
      .apply = &apply_snek_circle_chess,
  };
  return entry;
}

}  // namespace nightrider::conditions
