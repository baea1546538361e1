#include "notation/pgn.h"

#include <algorithm>
#include <cctype>
#include <ctime>

#include "notation/fen.h"
#include "notation/move_text.h"

namespace nightrider {
namespace {

bool is_space(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

bool is_result(std::string_view s) { return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*"; }

// Characters that end a move token: whitespace and PGN's own punctuation.
bool ends_symbol(char c) {
  return is_space(c) || c == '{' || c == '}' || c == '(' || c == ')' || c == '[' || c == ']' || c == ';' ||
         c == '$';
}

std::string trimmed(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && is_space(s[b])) ++b;
  while (e > b && is_space(s[e - 1])) --e;
  return std::string(s.substr(b, e - b));
}

// A token quoted in an error message, cut short if it is long.
std::string quoted_token(std::string_view s) {
  std::string t(s.substr(0, 40));
  if (s.size() > 40) t += "…";
  return "'" + t + "'";
}

class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  std::vector<PgnGame> games() {
    std::vector<PgnGame> out;
    PgnGame game;
    bool open = false, in_moves = false, after_move = false;
    auto finish = [&](std::string result) {
      game.result = std::move(result);
      out.push_back(std::move(game));
      game = PgnGame{};
      open = in_moves = after_move = false;
    };
    for (;;) {
      skip_space();
      if (at_end()) break;
      const char c = text_[i_];
      const int line = line_;
      if (!open) {
        open = true;
        game.line = line;
      }
      if (c == '[') {
        if (in_moves) {  // a new game although the last one had no result marker
          finish(result_from_tag(game));
          open = true;
          game.line = line;
        }
        game.tags.push_back(read_tag());
        continue;
      }
      in_moves = true;
      if (c == '{') {
        std::string comment = read_comment();
        if (after_move && game.moves.back().comment.empty()) game.moves.back().comment = trimmed(comment);
        after_move = false;
        continue;
      }
      if (c == ';') {
        skip_line();
        continue;
      }
      if (c == '(') {
        skip_variation();
        after_move = false;
        continue;
      }
      if (c == ')') throw PgnError(line, "')' without a '(' before it");
      if (c == ']') throw PgnError(line, "']' outside a tag");
      if (c == '}') throw PgnError(line, "'}' without a '{' before it");
      if (c == '$') {
        ++i_;
        std::string digits;
        while (!at_end() && is_digit(text_[i_])) digits += text_[i_++];
        if (digits.empty()) throw PgnError(line, "bad NAG " + quoted_token("$" + symbol()));
        continue;
      }
      std::string token = symbol();
      if (is_result(token)) {
        finish(token);
        continue;
      }
      // A move number ("12." or "12...") may be glued to the move that follows it.
      size_t digits = 0;
      while (digits < token.size() && is_digit(token[digits])) ++digits;
      if (digits > 0 && digits < token.size() && token[digits] == '.') {
        size_t rest = digits;
        while (rest < token.size() && token[rest] == '.') ++rest;
        token.erase(0, rest);
        if (token.empty()) continue;
      } else if (digits == token.size()) {
        throw PgnError(line, "bad token " + quoted_token(token) + " (a move number needs a '.')");
      }
      while (!token.empty() && (token.back() == '!' || token.back() == '?')) token.pop_back();
      if (token.empty()) continue;  // a lone "!?" annotation
      game.moves.push_back(PgnMove{token, "", line});
      after_move = true;
    }
    if (open && (!game.tags.empty() || !game.moves.empty())) finish(result_from_tag(game));
    return out;
  }

 private:
  bool at_end() const { return i_ >= text_.size(); }

  void advance() {
    if (text_[i_] == '\n') ++line_;
    ++i_;
  }

  void skip_space() {
    for (;;) {
      while (!at_end() && is_space(text_[i_])) advance();
      // A line starting with '%' is an escape for other programs: ignored.
      if (!at_end() && text_[i_] == '%' && (i_ == 0 || text_[i_ - 1] == '\n'))
        skip_line();
      else
        return;
    }
  }

  void skip_line() {
    while (!at_end() && text_[i_] != '\n') ++i_;
  }

  // The rest of the current line from `from`, for error messages.
  std::string line_text(size_t from) const {
    const size_t end = text_.find('\n', from);
    return trimmed(text_.substr(from, end == std::string_view::npos ? std::string_view::npos : end - from));
  }

  std::string symbol() {
    std::string s;
    while (!at_end() && !ends_symbol(text_[i_])) s += text_[i_++];
    return s;
  }

  static std::string result_from_tag(const PgnGame& game) {
    const PgnTag* tag = game.tag("Result");
    return tag != nullptr && is_result(tag->value) ? tag->value : "*";
  }

  PgnTag read_tag() {
    const size_t start = i_;
    PgnTag tag;
    tag.line = line_;
    ++i_;  // '['
    auto skip_blanks = [this] {
      while (!at_end() && (text_[i_] == ' ' || text_[i_] == '\t')) ++i_;
    };
    skip_blanks();
    while (!at_end() &&
           (std::isalnum(static_cast<unsigned char>(text_[i_])) != 0 || text_[i_] == '_' || text_[i_] == '-'))
      tag.name += text_[i_++];
    if (tag.name.empty()) throw PgnError(tag.line, "bad tag " + quoted_token(line_text(start)) + " (no name)");
    skip_blanks();
    if (at_end() || text_[i_] != '"')
      throw PgnError(tag.line, "bad tag " + quoted_token(line_text(start)) + " (the value needs quotes)");
    ++i_;
    for (;;) {
      if (at_end() || text_[i_] == '\n')
        throw PgnError(tag.line,
                       "bad tag " + quoted_token(line_text(start)) + " (the value's quote is never closed)");
      const char c = text_[i_++];
      if (c == '"') break;
      if (c == '\\' && !at_end() && (text_[i_] == '"' || text_[i_] == '\\')) {
        tag.value += text_[i_++];
        continue;
      }
      tag.value += c;
    }
    skip_blanks();
    if (at_end() || text_[i_] != ']')
      throw PgnError(tag.line, "bad tag " + quoted_token(line_text(start)) + " (']' missing)");
    ++i_;
    return tag;
  }

  // At '{': the comment's text; comments may span lines.
  std::string read_comment() {
    const int line = line_;
    ++i_;
    std::string s;
    for (;;) {
      if (at_end()) throw PgnError(line, "comment '{' never closed");
      if (text_[i_] == '}') {
        ++i_;
        return s;
      }
      s += text_[i_];
      advance();
    }
  }

  // At '(': skips the variation and those nested in it.
  void skip_variation() {
    const int line = line_;
    int depth = 0;
    for (;;) {
      if (at_end()) throw PgnError(line, "variation '(' never closed");
      const char c = text_[i_];
      if (c == '{') {
        read_comment();
        continue;
      }
      if (c == ';') {
        skip_line();
        continue;
      }
      advance();
      if (c == '(') ++depth;
      if (c == ')' && --depth == 0) return;
    }
  }

  std::string_view text_;
  size_t i_ = 0;
  int line_ = 1;
};

// SAN without what does not name the move: check and mate marks, !? marks; zeros in castling.
std::string bare_san(std::string s) {
  while (!s.empty() && (s.back() == '+' || s.back() == '#' || s.back() == '!' || s.back() == '?'))
    s.pop_back();
  if (s == "0-0") s = "O-O";
  if (s == "0-0-0") s = "O-O-O";
  return s;
}

// Side effects compared without parentheses and spaces: "(Bc1-c3, d2-d4=Q)" = "Bc1-c3,d2-d4=Q".
std::string bare_effects(std::string_view s) {
  std::string out;
  for (char c : s)
    if (c != '(' && c != ')' && !is_space(c)) out += c;
  return out;
}

// "Nf3 (xBc6)" -> {"Nf3", "(xBc6)"}.
std::pair<std::string, std::string> split_san(std::string_view full) {
  const size_t space = full.find(' ');
  if (space == std::string_view::npos) return {std::string(full), ""};
  return {std::string(full.substr(0, space)), trimmed(full.substr(space + 1))};
}

std::string escaped(std::string_view value) {
  std::string out;
  for (char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    out += (c == '\n' || c == '\r') ? ' ' : c;
  }
  return out;
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

}  // namespace

const PgnTag* PgnGame::tag(std::string_view name) const {
  for (const PgnTag& t : tags)
    if (t.name == name) return &t;
  return nullptr;
}

std::vector<PgnGame> read_pgn(std::string_view text) { return Reader(text).games(); }

std::string pgn_variant(const PgnGame& game) {
  const PgnTag* tag = game.tag("Variant");
  if (tag == nullptr) return "chess";
  const std::string name = lower(trimmed(tag->value));
  if (name.empty() || name == "standard" || name == "normal" || name == "orthodox") return "chess";
  return name;
}

std::vector<Move> matching_moves(const Rules& rules, Position& pos, std::string_view text,
                                 std::string_view comment) {
  const std::string wanted = trimmed(text);
  if (wanted.empty()) return {};
  MoveList legal;
  rules.legal_moves(pos, legal);
  for (const Move& m : legal)
    if (to_uci(rules, pos, m) == wanted) return {m};
  auto [san, effects] = split_san(wanted);
  san = bare_san(san);
  if (san.empty()) return {};
  if (effects.empty()) effects = std::string(comment);
  const Geometry& geo = pos.geometry();
  std::vector<Move> found;
  std::vector<std::string> found_effects;
  for (const Move& m : legal) {
    // Most SAN names the destination; skip the moves that cannot match before writing their SAN.
    const bool names_destination =
        m.kind != MoveKind::Castle && m.kind != MoveKind::Null && m.kind != MoveKind::Suicide;
    if (names_destination && san.find(geo.name(m.to)) == std::string::npos) continue;
    const auto [their_san, their_effects] = split_san(to_san(rules, pos, m));
    if (bare_san(their_san) != san) continue;
    found.push_back(m);
    found_effects.push_back(bare_effects(their_effects));
  }
  if (found.size() > 1 && !effects.empty()) {
    const std::string want = bare_effects(effects);
    std::vector<Move> narrowed;
    for (size_t i = 0; i < found.size(); ++i)
      if (found_effects[i] == want) narrowed.push_back(found[i]);
    if (!narrowed.empty()) found = std::move(narrowed);
  }
  return found;
}

PgnReplay replay_pgn(const Rules& rules, const PgnGame& game) {
  Position start = start_position(rules);
  if (const PgnTag* fen = game.tag("FEN")) {
    try {
      start = parse_fen(rules, fen->value);
    } catch (const FenError& e) {
      throw PgnError(fen->line, e.what());
    }
  }
  PgnReplay replay{start, start, {}};
  Position& pos = replay.position;
  for (const PgnMove& pm : game.moves) {
    const std::string where = " (move " + std::to_string(pos.fullmove_number()) + ", " +
                              (pos.side_to_move() == Colour::White ? "White" : "Black") + ")";
    if (rules.rule_end(pos))
      throw PgnError(pm.line, "move " + quoted_token(pm.text) + " after the end of the game");
    const std::vector<Move> found = matching_moves(rules, pos, pm.text, pm.comment);
    if (found.empty()) throw PgnError(pm.line, "illegal move " + quoted_token(pm.text) + where);
    if (found.size() > 1)
      throw PgnError(pm.line, "ambiguous move " + quoted_token(pm.text) + where + ": it fits " +
                                  std::to_string(found.size()) + " legal moves");
    rules.play(pos, found.front());
    replay.moves.push_back(found.front());
  }
  return replay;
}

std::string write_pgn(const Rules& rules, const Position& start, std::span<const Move> moves,
                      const PgnHeader& header, Result result) {
  std::string out;
  auto tag = [&out](std::string_view name, std::string_view value) {
    out += "[" + std::string(name) + " \"" + escaped(value) + "\"]\n";
  };
  tag("Event", header.event);
  tag("Site", header.site);
  tag("Date", header.date);
  tag("Round", header.round);
  tag("White", header.white);
  tag("Black", header.black);
  tag("Result", result_string(result));
  if (rules.name() != "chess") tag("Variant", rules.name());
  const std::string fen = to_fen(rules, start);
  if (fen != to_fen(rules, start_position(rules))) {
    tag("SetUp", "1");
    tag("FEN", fen);
  }
  for (const auto& [name, value] : header.extra_tags) tag(name, value);
  out += '\n';

  // A comment may not contain its closing brace.
  auto comment = [](std::string text) {
    for (char& c : text)
      if (c == '}') c = ')';
    return "{" + text + "}";
  };
  std::vector<std::string> tokens;
  if (!header.opening_comment.empty()) tokens.push_back(comment(header.opening_comment));
  Position pos = start;
  bool number_black = true;  // Black's move needs "N..." first, and again after a comment
  for (const Move& m : moves) {
    if (pos.side_to_move() == Colour::White)
      tokens.push_back(std::to_string(pos.fullmove_number()) + ".");
    else if (number_black)
      tokens.push_back(std::to_string(pos.fullmove_number()) + "...");
    number_black = false;
    const auto [san, effects] = split_san(to_san(rules, pos, m));
    const std::vector<Move> read_back = matching_moves(rules, pos, san, effects);
    tokens.push_back(read_back.size() == 1 && read_back.front() == m ? san : to_uci(rules, pos, m));
    if (!effects.empty()) {
      tokens.push_back("{" + effects + "}");
      number_black = true;
    }
    rules.play(pos, m);
  }
  if (!header.result_comment.empty()) tokens.push_back(comment(header.result_comment));
  tokens.push_back(result_string(result));

  std::string line;
  for (const std::string& token : tokens) {
    if (!line.empty() && line.size() + 1 + token.size() > 79) {
      out += line + '\n';
      line.clear();
    }
    line += (line.empty() ? "" : " ") + token;
  }
  out += line + '\n';
  return out;
}

std::string pgn_date_today() {
  const std::time_t now = std::time(nullptr);
  std::tm parts{};
  if (gmtime_r(&now, &parts) == nullptr) return "????.??.??";
  char text[16];
  std::strftime(text, sizeof text, "%Y.%m.%d", &parts);
  return text;
}

}  // namespace nightrider
