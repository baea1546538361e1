#include "conditions/walks/face_to_face.h"

#include <algorithm>
#include <memory>
#include <span>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/lent_walk_moves.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

const char* ConfrontedWalks::name() const {
  switch (how_) {
    case Confrontation::FaceToFace:
      return "FaceToFace";
    case Confrontation::BackToBack:
      return "BackToBack";
    case Confrontation::CheekToCheek:
      return "CheekToCheek";
  }
  return "FaceToFace";
}

ConfrontedWalks::Lent ConfrontedWalks::lent_walks(const Position& pos, Square s, Colour side) const {
  Lent lent;
  const Geometry& geo = pos.geometry();
  auto confronter = [&](int df, int dr) {
    const Square at = geo.offset(s, df, dr);
    if (at.is_none()) return;
    const Piece p = pos.at(at);
    if (p.is_unit() && (p.colour() == opposite(side) || p.colour() == Colour::Neutral))
      lent.kinds[static_cast<size_t>(lent.count++)] = p.kind();
  };
  const int up = side == Colour::Black ? -1 : 1;
  switch (how_) {
    case Confrontation::FaceToFace:
      confronter(0, up);
      break;
    case Confrontation::BackToBack:
      confronter(0, -up);
      break;
    case Confrontation::CheekToCheek:
      // (Popeye's order: the square to the left, then the one to the right, as the board is drawn.)
      confronter(-1, 0);
      confronter(1, 0);
      break;
  }
  return lent;
}

void ConfrontedWalks::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const Colour side = pos.side_to_move();
  MoveList walk;
  for (Square s : pos.geometry().squares()) {
    if (!Rules::movable_by(pos.at(s), side)) continue;
    const Lent lent = lent_walks(pos, s, side);
    const size_t first = out.size();
    // (The same move by the other lent walk is one move.)
    auto known = [&](const Move& candidate) {
      for (size_t j = first; j < out.size(); ++j)
        if (out[j].from == candidate.from && out[j].to == candidate.to && out[j].kind == candidate.kind &&
            out[j].promotion == candidate.promotion)
          return true;
      return false;
    };
    for (int i = 0; i < lent.count; ++i)
      lent_walk_moves(pos, rules, s, lent.kinds[static_cast<size_t>(i)],
                      slot_.place(static_cast<uint32_t>(i + 1)), walk, [&](const Move& m) {
                        if (!known(m)) out.push(m);
                      });
  }
}

bool ConfrontedWalks::admits(const Position& pos, const Rules&, const Move& m) const {
  if (m.kind == MoveKind::Null) return true;
  const Piece unit = pos.at(m.from);
  if (!unit.is_unit()) return true;
  const Lent lent = lent_walks(pos, m.from, pos.side_to_move());
  const uint32_t value = slot_.get(m);
  if (lent.count == 0) return value == 0;
  // A confronted king does not castle: it moves with the lent walks only.
  return value != 0 && static_cast<int>(value) <= lent.count && m.kind != MoveKind::Castle;
}

std::optional<bool> ConfrontedWalks::in_check(const Position& pos, const Rules& rules, Colour side) const {
  const Colour by = opposite(side);
  const std::span<const Square> royals = pos.royals(side);
  const std::vector<Square> kings(royals.begin(), royals.end());
  for (Square king : kings) {
    // The units observing with their own walk, then those observing with a lent walk.
    if (rules.is_attacked_if(pos, king, by, ObservationPurpose::Check,
                             [&](Square from) { return lent_walks(pos, from, by).count == 0; }))
      return true;
    for (Square s : pos.geometry().squares()) {
      const Piece unit = pos.at(s);
      if (!unit.is_unit() || (unit.colour() != by && unit.colour() != Colour::Neutral)) continue;
      const Lent lent = lent_walks(pos, s, by);
      for (int i = 0; i < lent.count; ++i) {
        const PieceKind kind = lent.kinds[static_cast<size_t>(i)];
        if (rules.may_reach(by, kind, s, king) && checks_with_walk(pos, rules, s, kind, by, king))
          return true;
      }
    }
  }
  return false;
}

namespace {

void apply_confronted(Rules& rules, const std::vector<std::string>& arguments, Confrontation how,
                      const std::string& keyword) {
  if (!arguments.empty())
    throw std::invalid_argument(keyword + " " + arguments.front() + " is not supported yet");
  lend_walks(rules, keyword, "walks lent by a confronting unit");
  // (Popeye lends a cheeked unit the walk of either side's confronter, or its own where none stands:
  // not this module's reading yet, so not compared beside paralysis.)
  if (how == Confrontation::CheekToCheek) lend_walks_unchecked_beside_paralysis(rules, keyword);
  rules.claim("check", keyword);              // (it defines check; no other definition beside it yet)
  rules.params().pawns_on_first_rank = true;  // (a pawn moving with another walk may go back there)
  // (Any unit confronted by a pawn takes en passant: the square a double step crossed is always kept.)
  rules.params().en_passant_from_anywhere = true;
  rules.add_module(std::make_unique<ConfrontedWalks>(how, rules.reserve_choice(keyword, 2)));
}

}  // namespace

void apply_face_to_face(Rules& rules, const std::vector<std::string>& arguments) {
  apply_confronted(rules, arguments, Confrontation::FaceToFace, "FaceToFace");
}

void apply_back_to_back(Rules& rules, const std::vector<std::string>& arguments) {
  apply_confronted(rules, arguments, Confrontation::BackToBack, "BackToBack");
}

void apply_cheek_to_cheek(Rules& rules, const std::vector<std::string>& arguments) {
  apply_confronted(rules, arguments, Confrontation::CheekToCheek, "CheekToCheek");
}

const ConditionEntry& face_to_face_condition() {
  static const ConditionEntry entry{
      .names = {.en = "FaceToFace", .fr = "FaceAFace", .de = "AngesichtZuAngesicht", .seeds = {}},
      .apply = &apply_face_to_face,
  };
  return entry;
}

const ConditionEntry& back_to_back_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BackToBack", .fr = "DosADos", .de = "RueckenAnRuecken", .seeds = {}},
      .apply = &apply_back_to_back,
  };
  return entry;
}

const ConditionEntry& cheek_to_cheek_condition() {
  static const ConditionEntry entry{
      .names = {.en = "CheekToCheek", .fr = "JoueAJoue", .de = "WangeAnWange", .seeds = {}},
      .apply = &apply_cheek_to_cheek,
  };
  return entry;
}

}  // namespace nightrider::conditions
