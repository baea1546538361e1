#include "notation/move_text.h"

#include <cctype>

#include "notation/effect_notes.h"

namespace nightrider {
namespace {

char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

std::string unit_letter(const Rules& rules, Piece p) {
  if (rules.def(p.kind()).pawn) return "";
  return std::string(1, rules.letter_for(p.kind()));
}

// The square a unit that took goes on from in the same turn (SeriesCapture): where the capture left
// it, followed through the side effects (AntiCirce sends it to its rebirth square).
Square going_on_square(const Position& after, const Move& m) {
  Square at = m.to;
  for (const Effect& e : after.last_side_effects())
    if (e.kind == EffectKind::Relocate && e.from == at) at = e.to;
  return at;
}

// Does the mover's unit go on after `m` (the turn staying with the mover, as one unit's series)? It is
// a choice of the move: the same squares also make the move that ends the turn.
bool unit_goes_on(const Rules& rules, Colour mover, const Position& after) {
  return rules.params().turn_is_one_unit_going_on && after.side_to_move() == mover;
}

}  // namespace

std::string to_uci(const Rules& rules, const Position& pos, const Move& m) {
  const Geometry& geo = pos.geometry();
  std::string s = geo.name(m.from) + geo.name(m.to);
  if (m.promotion != PieceKind::None) s += lower(rules.letter_for(m.promotion));
  switch (m.kind) {
    case MoveKind::Kamikaze:
      s += "k";
      break;  // tells a kamikaze from a swap with the same squares
    case MoveKind::Null:
      return "0000";
    case MoveKind::Castle:
      // A castling royal unit that is not a king (Kobul kings: a royal queen) may make the king's
      // move by its own walk too: the castling names its rook's move, "e1c1/a1-d1".
      if (pos.at(m.from).kind() != PieceKind::King)
        s += "/" + geo.name(m.aux_square()) + "-" + geo.name(m.aux2_square());
      break;
    case MoveKind::Normal:
      // A pawn going aside onto the empty en passant square takes nothing: a walk lent to it
      // (CheekToCheek, FaceToFace) beside its own en passant capture with the same squares, which keeps
      // the plain text a GUI sends: "d5c6/-".
      if (m.from.file() != m.to.file() && pos.is_en_passant_square(m.to) && pos.at(m.to).is_empty() &&
          !pos.at(m.from).is_empty() && rules.def(pos.at(m.from).kind()).pawn)
        s += "/-";
      break;
    default:
      break;
  }
  // A unit the move carries along (a push or a pull, core/move.h): where it goes, "a1a3/a3-a5", or
  // "d4d4/d5x" off the board (the mover standing still); "a2a2x/a1x" when the mover leaves the board
  // too (a Suicide).
  if (carries_unit(m))
    s += std::string(m.kind == MoveKind::Suicide ? "x" : "") + "/" + geo.name(m.aux_square()) +
         (m.aux2 == kNoCarry ? std::string("x") : "-" + geo.name(m.aux2_square()));
  // A move with choices made after its primary action (Magnetic Chess's promotions of displaced pawns,
  // Super-Circe's rebirth square) lists what they gave, so that every choice has its own text:
  // "a8d8/d1q" (a displaced pawn promoted), "f3d5/+bd8" (a unit reborn), "f3d5/d5-a1" (the capturer
  // reborn), "b6a7/a7-d8/d8q" (and promoted there), "a7a8q/a8q~" (a promotion into a chameleon
  // unit), "a6b7/c8vq" (the capturer promoted and sent under an occupied square, AntiCirce Volcanic),
  // "d4f6/@e4" (a move made as if from another square: Plus chess, Mars Circe), "e3f5/f5-h6" (the
  // mover's second step, "d5-d8/d8q" promoting there).
  if (m.choices() != 0) {
    Position after = pos;
    rules.play(after, m);
    // A unit changed before the move, as part of it (RuleModule::before_move): "d8d4/e8r".
    for (const EffectNote& n :
         effect_notes(after.last_effects(), after.last_effects().size() - after.last_side_effects().size()))
      if (n.before) s += "/" + geo.name(n.to) + lower(rules.letter_for(n.unit.kind()));
    for (const Effect& e : after.last_side_effects()) {
      // (A unit going over to the other board, Alice chess, does so whatever the move: not written.)
      const bool gains_attributes = e.kind == EffectKind::Change && e.piece.kind() == e.previous.kind() &&
                                    e.piece.attributes() != e.previous.attributes() &&
                                    e.reason.role != ReasonRole::BoardChange;
      if (e.kind == EffectKind::Change &&
          (e.reason.role == ReasonRole::Displacement || e.reason.role == ReasonRole::Rebirth ||
           e.reason.role == ReasonRole::CapturerRebirth || e.reason.role == ReasonRole::KindChange ||
           e.reason.role == ReasonRole::Continuation || gains_attributes))
        s += "/" + geo.name(e.from) + lower(rules.letter_for(e.piece.kind())) +
             (e.piece.attributes() & kAttributeChameleon ? "~" : "");
      else if (e.kind == EffectKind::Bury &&
               (e.reason.role == ReasonRole::Rebirth || e.reason.role == ReasonRole::CapturerRebirth ||
                e.reason.role == ReasonRole::Partner))
        s += "/" + geo.name(e.from) + "v" + lower(rules.letter_for(e.piece.kind()));
      else if (e.kind == EffectKind::Add &&
               (e.reason.role == ReasonRole::Rebirth || e.reason.role == ReasonRole::Placement))
        s += "/+" + std::string(1, rules.fen_char(e.piece)) + geo.name(e.from);
      else if ((e.kind == EffectKind::Relocate || e.kind == EffectKind::Stay) &&
               (e.reason.role == ReasonRole::CapturerRebirth || e.reason.role == ReasonRole::Continuation))
        s += "/" + geo.name(e.from) + "-" + geo.name(e.to);
      else if (e.kind == EffectKind::Stay && e.reason.role == ReasonRole::Detour)
        s += "/@" + geo.name(e.from);  // made as if from that square (Mars Circe, Plus chess)
    }
    // The unit goes on from where it stands (SeriesCapture): "d1d5/d5-"; the bare "d1d5" stops there.
    if (unit_goes_on(rules, pos.side_to_move(), after)) s += "/" + geo.name(going_on_square(after, m)) + "-";
  }
  return s;
}

namespace {

// A note in SAN's words: "Rd4-d1=Q" (a unit sent by a rule, then promoted), "+wBf8" (a unit placed),
// "e4=b" (a unit changing where it stands), "xBc6" (a unit taken by a rule), "Ke1<->Kh3" (two units
// exchanged), "Pb7-c8=Q->v" (a unit sent to wait below its occupied square); empty for what SAN does not
// show (a rebirth where the unit stands, a unit waiting below the board, a detour).
std::string san_note(const Rules& rules, const Geometry& geo, const EffectNote& n) {
  auto letter = [&](Piece p) { return std::string(1, rules.letter_for(p.kind())); };
  auto side = [](Piece p) { return std::string(p.colour() == Colour::White ? "w" : "b"); };
  auto changes = [&](Piece before) {
    std::string out;
    for (const Piece p : n.then) {
      out += "=" + (p.colour() != before.colour() && p.kind() == before.kind() ? side(p) : letter(p));
      before = p;
    }
    return out;
  };
  switch (n.kind) {
    case EffectNote::Kind::Go:
      if (n.from == n.to) return n.then.empty() ? "" : geo.name(n.to) + changes(n.unit);
      return unit_letter(rules, n.previous) + geo.name(n.from) + "-" + geo.name(n.to) + changes(n.unit);
    case EffectNote::Kind::GoUnder:
      return unit_letter(rules, n.previous) + geo.name(n.from) + "-" + geo.name(n.to) + changes(n.unit) +
             "->v";
    case EffectNote::Kind::Appear:
      return "+" + side(n.unit) + letter(n.unit) + geo.name(n.to) + changes(n.unit);
    case EffectNote::Kind::Change:
      // A unit gone over to the other board (Alice chess): the board's letter, "Ke2 (B)".
      if (n.reason.role == ReasonRole::BoardChange)
        return (n.unit.attributes() & kAttributeAliceB) ? "B" : "A";
      // Walks a unit gains beside its kind's (Absorbant): its letter, then each walk it has beside its
      // kind's, "f4=B+N".
      if (walks_only(n.previous, n.unit)) {
        std::string text = geo.name(n.to) + "=" + letter(n.unit);
        for (PieceKind walk : gained_walks(n.unit))
          if (rules.letter_for(walk) != 0) text += "+" + std::string(1, rules.letter_for(walk));
        return text;
      }
      return geo.name(n.to) + "=" +
             (n.unit.colour() != n.previous.colour() && n.unit.kind() == n.previous.kind() ? side(n.unit)
                                                                                           : letter(n.unit));
    case EffectNote::Kind::Remove:
      return "x" + unit_letter(rules, n.unit) + geo.name(n.from);
    case EffectNote::Kind::Swap:
      return unit_letter(rules, n.unit) + geo.name(n.from) + "-" + geo.name(n.to);
    case EffectNote::Kind::Exchange:
      return letter(n.unit) + geo.name(n.from) + "<->" + letter(n.partner) + geo.name(n.to);
    case EffectNote::Kind::WaitUnder:
    case EffectNote::Kind::Detour:
      return "";
  }
  return "";
}

// The notes SAN lists after a move, in parentheses: its side effects and, for a Special move, its own
// captures first (Rococo's withdrawals, approaches, leaps, a swapped partner are its primary action):
// "Qxh6 (xBc6, xRi6)".
std::string notes_text(const Rules& rules, const Position& after, bool with_own_captures) {
  const auto all = after.last_effects();
  std::string out;
  for (const EffectNote& n : effect_notes(all, all.size() - after.last_side_effects().size())) {
    if (n.primary && !n.before &&
        !(with_own_captures && (n.kind == EffectNote::Kind::Remove || n.kind == EffectNote::Kind::Swap)))
      continue;
    const std::string text = san_note(rules, after.geometry(), n);
    if (!text.empty()) out += (out.empty() ? "(" : ", ") + text;
  }
  // The rule state the move left, where a module writes it (a budget left: "6/3").
  for (const std::string& text : rule_state_notes(rules, after, opposite(after.side_to_move())))
    out += (out.empty() ? "(" : ", ") + text;
  if (!out.empty()) out += ")";
  return out;
}

}  // namespace

std::string side_effects_text(const Rules& rules, const Position& after) {
  return notes_text(rules, after, false);
}

std::string to_san(const Rules& rules, Position& pos, const Move& m) {
  const Geometry& geo = pos.geometry();
  const Piece mover = pos.at(m.from);
  std::string s;
  if (m.kind == MoveKind::Castle) {
    s = m.to.file() > m.from.file() ? "O-O" : "O-O-O";
  } else if (m.kind == MoveKind::Null) {
    s = "--";
  } else if (m.kind == MoveKind::Suicide) {
    s = unit_letter(rules, mover) + geo.name(m.from) + "x";  // the unit takes itself off the board
  } else {
    const bool pawn = rules.def(mover.kind()).pawn;
    if (!pawn) s = std::string(1, rules.letter_for(mover.kind()));
    // Disambiguate among legal moves of the same kind to the same square (Berolina pawns too: two of
    // them can step diagonally onto one square).
    MoveList legal;
    rules.legal_moves(pos, legal);
    bool clash = false, same_file = false, same_rank = false;
    for (const Move& o : legal) {
      if (o.to != m.to || o.from == m.from || o.kind != m.kind || pos.at(o.from).kind() != mover.kind())
        continue;
      clash = true;
      same_file |= o.from.file() == m.from.file();
      same_rank |= o.from.rank() == m.from.rank();
    }
    if (pawn) {
      if (m.is_capture() || clash) s += static_cast<char>('a' + m.from.file());
      if (clash && same_file) s += std::to_string(m.from.rank() + 1);
    } else if (clash) {
      if (!same_file)
        s += static_cast<char>('a' + m.from.file());
      else if (!same_rank)
        s += std::to_string(m.from.rank() + 1);
      else
        s += geo.name(m.from);
    }
    if (m.kind == MoveKind::Swap)
      s += "<->";
    else if (m.kind == MoveKind::Kamikaze)
      s += "xx";
    else if (m.is_capture())
      s += "x";
    s += geo.name(m.to);
    if (m.promotion != PieceKind::None) s += "=" + std::string(1, rules.letter_for(m.promotion));
  }
  const Colour side = pos.side_to_move();
  rules.play(pos, m);
  // The unit goes on (SeriesCapture), as Popeye's "Qd1*d5-d7" writes its next step: "Qxd5-".
  if (unit_goes_on(rules, side, pos)) s += "-";
  const std::string effects = notes_text(rules, pos, m.kind == MoveKind::Special);
  const Colour opponent = pos.side_to_move();
  // Mate as outcome() judges it: no legal move, or immobile as a hook defines it (MAFF: one king move).
  if (rules.in_check(pos, opponent))
    s += rules.out_of_moves(pos) || rules.count_legal_moves(pos) == 0 ? "#" : "+";
  rules.undo(pos);
  if (!effects.empty()) s += " " + effects;
  return s;
}

std::optional<Move> parse_move(const Rules& rules, Position& pos, std::string_view text) {
  MoveList legal;
  rules.legal_moves(pos, legal);
  std::string wanted(text);
  for (const Move& m : legal)
    if (to_uci(rules, pos, m) == wanted) return m;
  // Coordinates without the choices after them ("c1f3" for "c1f3/@g1") name the one move they begin.
  if (wanted.find('/') == std::string::npos) {
    std::optional<Move> only;
    int count = 0;
    for (const Move& m : legal)
      if (to_uci(rules, pos, m).rfind(wanted + "/", 0) == 0) {
        only = m;
        ++count;
      }
    if (count == 1) return only;
  }
  // SAN: compare without check marks and side effects.
  auto strip = [](std::string s) {
    if (auto p = s.find(' '); p != std::string::npos) s.resize(p);
    while (!s.empty() && (s.back() == '+' || s.back() == '#' || s.back() == '!' || s.back() == '?'))
      s.pop_back();
    if (s == "0-0") s = "O-O";
    if (s == "0-0-0") s = "O-O-O";
    return s;
  };
  // SAN followed by its side effects ("Rd8 (d4-d1=Q)") also tells apart moves that differ only in the
  // promotion of a displaced pawn.
  if (wanted.find('(') != std::string::npos) {
    auto without_marks = [](std::string s) {
      std::erase_if(s, [](char c) { return c == '+' || c == '#' || c == '!' || c == '?'; });
      return s;
    };
    const std::string full = without_marks(wanted);
    for (const Move& m : legal)
      if (without_marks(to_san(rules, pos, m)) == full) return m;
  }
  const std::string target = strip(wanted);
  for (const Move& m : legal)
    if (strip(to_san(rules, pos, m)) == target) return m;
  return std::nullopt;
}

}  // namespace nightrider
