#include "notation/move_text.h"

#include <cctype>

namespace nightrider {
namespace {

char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

std::string unit_letter(const Rules& rules, Piece p) {
  if (rules.def(p.kind()).pawn) return "";
  return std::string(1, rules.letter_for(p.kind()));
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
    default:
      break;
  }
  // A move with choices made after its primary action (Magnetic Chess's promotions of displaced pawns,
  // Super-Circe's rebirth square) lists what they gave, so that every choice has its own text:
  // "a8d8/d1q" (a displaced pawn promoted), "f3d5/+bd8" (a unit reborn), "f3d5/d5-a1" (the capturer
  // reborn), "b6a7/a7-d8/d8q" (and promoted there), "a7a8q/a8q~" (a promotion into a chameleon
  // unit), "a6b7/c8vq" (the capturer promoted and sent under an occupied square, AntiCirce Volcanic).
  if (m.choices() != 0) {
    Position after = pos;
    rules.play(after, m);
    for (const Effect& e : after.last_side_effects()) {
      const bool gains_attributes = e.kind == EffectKind::Change && e.piece.kind() == e.previous.kind() &&
                                    e.piece.attributes() != e.previous.attributes();
      if (e.kind == EffectKind::Change &&
          (e.reason == EffectReason::Field || e.reason == EffectReason::Rebirth ||
           e.reason == EffectReason::CapturerRebirth || gains_attributes))
        s += "/" + geo.name(e.from) + lower(rules.letter_for(e.piece.kind())) +
             (e.piece.attributes() & kAttributeChameleon ? "~" : "");
      else if (e.kind == EffectKind::Bury && e.reason == EffectReason::Volcano)
        s += "/" + geo.name(e.from) + "v" + lower(rules.letter_for(e.piece.kind()));
      else if (e.kind == EffectKind::Add &&
               (e.reason == EffectReason::Rebirth || e.reason == EffectReason::Placement))
        s += "/+" + std::string(1, rules.fen_char(e.piece)) + geo.name(e.from);
      else if ((e.kind == EffectKind::Relocate || e.kind == EffectKind::Stay) &&
               e.reason == EffectReason::CapturerRebirth)
        s += "/" + geo.name(e.from) + "-" + geo.name(e.to);
    }
  }
  return s;
}

std::string side_effects_text(const Rules& rules, const Position& after) {
  const Geometry& geo = after.geometry();
  std::string out;
  auto sep = [&] { out += out.empty() ? "(" : ", "; };
  const auto effects = after.last_side_effects();
  for (size_t i = 0; i < effects.size(); ++i) {
    const Effect& e = effects[i];
    switch (e.kind) {
      case EffectKind::Relocate:
        sep();
        out += unit_letter(rules, e.piece) + geo.name(e.from) + "-" + geo.name(e.to);
        break;
      case EffectKind::Change:
        if (e.piece.colour() != e.previous.colour()) {
          sep();
          out += geo.name(e.from) + "=" + (e.piece.colour() == Colour::White ? "w" : "b");
        } else {
          // A displacement followed by its promotion reads "d2-d1=Q".
          if (out.empty() ||
              !(i > 0 && effects[i - 1].kind == EffectKind::Relocate && effects[i - 1].to == e.from)) {
            sep();
            out += geo.name(e.from);
          }
          out += "=" + std::string(1, rules.letter_for(e.piece.kind()));
        }
        break;
      case EffectKind::Add:
        if (e.piece.is_hole()) break;  // (a hole left behind, Haan chess, is not written)
        sep();
        out += "+" + std::string(e.piece.colour() == Colour::White ? "w" : "b") +
               std::string(1, rules.letter_for(e.piece.kind())) + geo.name(e.from);
        break;
      case EffectKind::Remove:
        sep();
        out += "x" + unit_letter(rules, e.piece) + geo.name(e.from);
        break;
      case EffectKind::Right:  // rights are bookkeeping, not shown
      case EffectKind::Bury:   // a unit waiting below the board shows when it comes back (an Add)
      case EffectKind::Unbury:
      case EffectKind::Stay:  // a rebirth where the unit stands changes nothing on the board
      case EffectKind::Flag:  // rule state, not shown
        break;
    }
  }
  if (!out.empty()) out += ")";
  return out;
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
  rules.play(pos, m);
  std::string effects = side_effects_text(rules, pos);
  // A Special move's own captures (Rococo's withdrawals, approaches, leaps, a swapped partner) are part of
  // its primary action, not side effects; list them first so every victim shows: "Qxh6 (xBc6, xRi6)".
  if (m.kind == MoveKind::Special) {
    const auto all = pos.last_effects();
    const size_t primary = all.size() - pos.last_side_effects().size();
    std::string victims;
    for (size_t i = 0; i < primary; ++i) {
      if (all[i].kind != EffectKind::Remove) continue;
      std::string item = "x" + unit_letter(rules, all[i].piece) + geo.name(all[i].from);
      for (size_t j = i + 1; j < primary; ++j)  // a swap partner is taken off and put back elsewhere
        if (all[j].kind == EffectKind::Add && all[j].piece == all[i].piece)
          item = unit_letter(rules, all[i].piece) + geo.name(all[i].from) + "-" + geo.name(all[j].from);
      victims += (victims.empty() ? "" : ", ") + item;
    }
    if (!victims.empty()) effects = "(" + victims + (effects.empty() ? ")" : ", " + effects.substr(1));
  }
  const Colour opponent = pos.side_to_move();
  if (rules.in_check(pos, opponent)) s += rules.count_legal_moves(pos) == 0 ? "#" : "+";
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
