#include "solver/general_board.h"

#include <algorithm>
#include <optional>
#include <vector>

#include "solver/popeye_move_order.h"
#include "solver/popeye_pieces.h"

namespace nightrider::solver {

void GeneralBoard::order_as_popeye(std::vector<Move>& moves) const {
  std::vector<Move> distinct;
  for (const Move& m : moves)
    if (std::none_of(distinct.begin(), distinct.end(), [&](const Move& d) { return same_squares(d, m); }))
      distinct.push_back(m);
  const std::optional<std::vector<Move>> ordered = popeye_first_move_order(pos_, std::move(distinct));
  if (!ordered) return;
  auto place = [&](const Move& m) {
    return std::find_if(ordered->begin(), ordered->end(), [&](const Move& o) { return same_squares(o, m); }) -
           ordered->begin();
  };
  std::stable_sort(moves.begin(), moves.end(), [&](const Move& a, const Move& b) { return place(a) < place(b); });
}

std::string GeneralBoard::text(const MoveT& m) {
  auto square = [](Square s) {
    std::string t;
    t += static_cast<char>('a' + s.file());
    t += std::to_string(s.rank() + 1);
    return t;
  };
  // A unit's attributes before its letter, as Popeye writes them (in its order of attributes): "n" for a
  // neutral unit, "r" for a royal one (not a king), "k" for a kamikaze one, "p" for a paralysing one,
  // "c" for a chameleon, "u" for an uncapturable one (then a pawn's letter is written too).
  // (In side effects' brackets the colour is written anyway: "[+nuRh8]".)
  auto attributes = [](Piece p) {
    return std::string((p.attributes() & kAttributeRoyal) && p.kind() != PieceKind::King ? "r" : "") +
           std::string(p.attributes() & kAttributeKamikaze ? "k" : "") +
           std::string(p.attributes() & kAttributeParalysing ? "p" : "") +
           std::string(p.attributes() & kAttributeChameleon ? "c" : "") +
           std::string(p.attributes() & kAttributeUncapturable ? "u" : "");
  };
  auto prefix = [&](Piece p) {
    return std::string(p.colour() == Colour::Neutral ? "n" : "") + attributes(p);
  };
  if (m.kind == MoveKind::Null) return "...";  // a pass (Black checks), as Popeye writes it
  const Piece mover = pos_.at(m.from);
  rules_.play(pos_, m);
  const auto effects = pos_.last_side_effects();
  // A move made as if from another square is written through it, "Sc1-g1*e2" (Popeye's phantom
  // movement).
  auto detour = [](const Effect& e) {
    return e.kind == EffectKind::Stay && e.reason == EffectReason::Detour;
  };
  std::string out;
  if (m.kind == MoveKind::Castle) {
    out = m.to.file() > m.from.file() ? "0-0" : "0-0-0";
  } else {
    out = prefix(mover);
    if (mover.kind() != PieceKind::Pawn || !out.empty()) out += popeye_code(mover.kind());
    out += square(m.from);
    for (const Effect& e : effects)
      if (detour(e)) out += "-" + square(e.from);
    out += m.is_capture() ? '*' : '-';
    out += square(m.to);
    if (m.promotion != PieceKind::None) {
      out += '=';
      out += prefix(mover) + popeye_code(m.promotion);
    }
    if (m.kind == MoveKind::EnPassant) out += " ep.";
  }
  // Side effects, as Popeye writes them: first a moved unit's change of kind (Einstein) "=S", then a
  // unit added (a rebirth) "[+bRh8]", a unit moved by a rule (AntiCirce's capturer) "[wSe2->b1]", also
  // when it stays where it is "[wSb1->b1]", a unit sent under its occupied rebirth square (Volcanic)
  // "[+bPe7->v]".
  auto colour = [](Piece p) {
    return p.colour() == Colour::White ? 'w' : p.colour() == Colour::Black ? 'b' : 'n';
  };
  // A reborn pawn's promotion goes inside its rebirth's brackets: "[wPa7->d8=Q]", "[+bPa1=Q]"; so does
  // any change of a unit that a side effect of the move has just put where it stands (Volage's change
  // of side of a reborn unit, "[+wPa2=b]").
  auto placed_by_side_effect = [&](size_t i) {
    for (size_t j = 0; j < i; ++j) {
      const Effect& p = effects[j];
      if ((p.kind == EffectKind::Add && p.from == effects[i].from) ||
          ((p.kind == EffectKind::Relocate || (p.kind == EffectKind::Stay && !detour(p))) && p.to == effects[i].from))
        return true;
    }
    return false;
  };
  std::vector<bool> bracketed(effects.size());
  for (size_t i = 0; i < effects.size(); ++i)
    bracketed[i] = effects[i].kind == EffectKind::Change &&
                   (effects[i].reason == EffectReason::Rebirth || effects[i].reason == EffectReason::CapturerRebirth ||
                    placed_by_side_effect(i));
  // A unit that only gains attributes (a promotion into a chameleon unit) is written "=c", after the
  // promotion it follows.
  auto attributes_only = [](const Effect& e) {
    return e.kind == EffectKind::Change && e.piece.kind() == e.previous.kind() &&
           e.piece.colour() == e.previous.colour() && e.piece.attributes() != e.previous.attributes();
  };
  auto exchange = [](const Effect& e) { return e.kind == EffectKind::Change && e.reason == EffectReason::Exchange; };
  for (size_t i = 0; i < effects.size(); ++i) {
    const Effect& e = effects[i];
    if (exchange(e)) continue;
    if (attributes_only(e) && !bracketed[i])
      out += "=" + attributes(e.piece);
    else if (e.kind == EffectKind::Change && !bracketed[i])
      out +=
          "=" + (e.piece.colour() != e.previous.colour() ? std::string(1, colour(e.piece))
                                                         : attributes(e.piece) + popeye_code(e.piece.kind()));
  }
  for (size_t i = 0; i < effects.size(); ++i) {
    const Effect& e = effects[i];
    std::string promotion;
    if (i + 1 < effects.size() && bracketed[i + 1]) {
      const Effect& change = effects[i + 1];
      promotion = change.piece.colour() != change.previous.colour() && change.piece.kind() == change.previous.kind()
                      ? "=" + std::string(1, colour(change.piece))                   // ("=b")
                      : "=" + prefix(change.piece) + popeye_code(change.piece.kind());  // ("=nR")
      if (i + 2 < effects.size() && bracketed[i + 2] && attributes_only(effects[i + 2]) &&
          effects[i + 2].from == change.from)
        promotion += "=" + attributes(effects[i + 2].piece);  // ("[wPd7->e8=Q=c]")
    }
    // An AntiCirce Clone capturer changed its kind where it took before going on: its old kind before
    // the arrow, its new one after it, "[bKe3->rBf8]" (an AntiCirce capturer's change comes first).
    const bool cloned = i > 0 && effects[i - 1].kind == EffectKind::Change &&
                        effects[i - 1].reason == EffectReason::CapturerRebirth &&
                        effects[i - 1].from == e.from;
    const Piece before = cloned ? effects[i - 1].previous : e.piece;
    const std::string after_arrow =
        cloned && before.kind() != e.piece.kind() ? attributes(e.piece) + popeye_code(e.piece.kind()) : "";
    if (e.kind == EffectKind::Remove && e.reason == EffectReason::CapturerRebirth && i + 1 < effects.size() &&
        effects[i + 1].kind == EffectKind::Bury) {
      // An AntiCirce Volcanic capturer waiting under its occupied square, promoted first if it is a pawn
      // reborn on its last rank: "[wPb7->c8=Q->v]".
      const Effect& buried = effects[i + 1];
      out += "[";
      out += colour(before);
      out += attributes(before) + popeye_code(before.kind());
      out += square(e.from) + "->" + after_arrow + square(buried.from);
      if (!cloned && buried.piece.kind() != e.piece.kind())
        out += "=" + prefix(buried.piece) + popeye_code(buried.piece.kind());
      out += "->v]";
      ++i;
      continue;
    }
    if (exchange(e) && i + 1 < effects.size() && exchange(effects[i + 1])) {
      // Two units exchanged: each one's letter with the square it came from, as Popeye writes them.
      const Effect& other = effects[i + 1];
      out += "[" + attributes(e.piece) + popeye_code(e.piece.kind()) + square(other.from) + "<->" +
             attributes(other.piece) + popeye_code(other.piece.kind()) + square(e.from) + "]";
      ++i;
      continue;
    }
    if (e.kind == EffectKind::Add && e.piece.is_hole()) {
      // (A hole a move leaves behind, Haan chess, is written nowhere, as in Popeye.)
    } else if (e.kind == EffectKind::Add) {
      out += "[+";
      out += colour(e.piece);
      out += attributes(e.piece) + popeye_code(e.piece.kind());
      out += square(e.from) + promotion + "]";
    } else if (e.kind == EffectKind::Bury && e.reason == EffectReason::Volcano) {
      out += "[+";  // a captured unit waiting under its rebirth square: "[+bPe7->v]"
      out += colour(e.piece);
      out += attributes(e.piece) + popeye_code(e.piece.kind());
      out += square(e.from) + "->v]";
    } else if (e.kind == EffectKind::Relocate && e.reason == EffectReason::Partner) {
      out += "/";  // a unit moved along with the mover: "Ke1-g1/wRh1-f1"
      out += colour(e.piece);
      out += attributes(e.piece) + popeye_code(e.piece.kind());
      out += square(e.from) + "-" + square(e.to);
    } else if (e.kind == EffectKind::Relocate || (e.kind == EffectKind::Stay && !detour(e))) {
      out += "[";
      out += colour(before);
      out += attributes(before) + popeye_code(before.kind());
      out += square(e.from) + "->" + after_arrow + square(e.to) + promotion + "]";
    }
  }
  pos_.undo_move();
  return out;
}

namespace {

// Does a unit on `square` whose diagram square is `away` (not `square`) stand exchanged with the unit
// now on `away`, of the side `partner_side` (or neutral)? Popeye's exchange goals.
bool exchanged(const Position& pos, Square square, Colour partner_side) {
  const Square away = pos.origin(square);
  if (away.is_none() || away == square || pos.origin(away) != square) return false;
  const Piece partner = pos.at(away);
  return partner.is_unit() && (partner.colour() == partner_side || partner.colour() == Colour::Neutral);
}

}  // namespace

bool GeneralBoard::can_take_king() {
  const Colour side = pos_.side_to_move();
  const Square king = pos_.king(opposite(side));
  if (king.is_none()) return false;
  return rules_.is_attacked_if(pos_, king, side, ObservationPurpose::Check, [&](Square from) {
    Move take{from, king};
    take.flags |= kFlagCapture;
    return rules_.try_move(pos_, take,
                           [&](const Position& after) { return rules_.legal_after_play(after, side); });
  });
}

bool GeneralBoard::identity_goal_reached(Goal goal) const {
  if (goal == Goal::Circuit || goal == Goal::Exchange) {
    // The moved unit, followed through the move's side effects (none if they took it off).
    const std::optional<Square> at = last_move_to();
    if (!at) return false;
    if (goal == Goal::Circuit) return pos_.origin(*at) == *at;
    return exchanged(pos_, *at, opposite(pos_.side_to_move()));  // a partner of the side that moved
  }
  // The unit a rebirth put on the board (the captured one, or an AntiCirce capturer), as Popeye's
  // Circe goal filters find it; its partner belongs to the side now to move.
  for (const Effect& e : pos_.last_side_effects()) {
    Square reborn;
    if (e.kind == EffectKind::Add && e.reason == EffectReason::Rebirth)
      reborn = e.from;
    else if ((e.kind == EffectKind::Relocate || e.kind == EffectKind::Stay) &&
             e.reason == EffectReason::CapturerRebirth)
      reborn = e.to;
    else
      continue;
    if (goal == Goal::CircuitByRebirth) return pos_.origin(reborn) == reborn;
    return exchanged(pos_, reborn, pos_.side_to_move());
  }
  return false;
}

uint64_t GeneralBoard::origins_key() const {
  uint64_t key = 0;
  for (Square s : pos_.geometry().squares())
    if (pos_.origin(s).is_some())
      key ^= zobrist::mix(0x7000000ull + (uint64_t(s.index()) << 8 | uint64_t(pos_.origin(s).index())));
  return key;
}

}  // namespace nightrider::solver
