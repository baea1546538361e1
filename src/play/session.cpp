#include "play/session.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <istream>
#include <ostream>
#include <sstream>
#include <tuple>

#include "notation/board_text.h"
#include "notation/fen.h"
#include "notation/move_text.h"
#include "notation/pgn.h"
#include "variants/variants.h"

namespace nightrider::play {
namespace {

std::string colour_name(Colour c) { return c == Colour::White ? "White" : "Black"; }

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trimmed(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b])) != 0) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1])) != 0) --e;
  return std::string(s.substr(b, e - b));
}

// A line quoted in a reply, cut short and without control characters so one bad line stays one line.
std::string shown(std::string_view s) {
  std::string t;
  for (char c : s.substr(0, 40)) t += std::iscntrl(static_cast<unsigned char>(c)) != 0 ? '?' : c;
  if (s.size() > 40) t += "…";
  return "'" + t + "'";
}

// Does the text look like an attempt at a move rather than a command?
bool looks_like_move(std::string_view s) {
  if (s.starts_with("O-O") || s.starts_with("0-0")) return true;
  return std::any_of(s.begin(), s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

std::string error_text(int error) { return std::strerror(error); }

constexpr uintmax_t kMaxPgnBytes = 64u * 1024 * 1024;

}  // namespace

std::optional<EngineSide> parse_engine_side(std::string_view text) {
  const std::string s = lower(std::string(text));
  if (s == "none") return EngineSide::None;
  if (s == "white") return EngineSide::White;
  if (s == "black") return EngineSide::Black;
  if (s == "both") return EngineSide::Both;
  return std::nullopt;
}

std::string announcement(const Rules& rules, const Position& pos, const Outcome& outcome) {
  if (outcome.result == Result::Ongoing) return "The game goes on";
  const std::string who = result_words(outcome.result);
  const std::string score = " (" + result_string(outcome.result) + ")";
  const std::string& reason = outcome.reason;
  if (reason == "checkmate") {
    // Anti-king variants: the side without a move may be mated through its anti-king (left unattacked)
    // rather than its king (attacked).
    const Colour loser = pos.side_to_move();
    const Square king = pos.king(loser), anti_king = pos.anti_king(loser);
    const bool king_attacked = king.is_some() && rules.is_attacked(pos, king, opposite(loser));
    if (anti_king.is_some() && !king_attacked)
      return colour_name(loser) + "'s anti-king is mated — " + who + score;
    return "Checkmate — " + who + score;
  }
  if (reason == "king captured") return "King captured — " + who + score;
  if (reason == "fifty-move rule") return "Draw by the fifty-move rule" + score;
  if (reason == "threefold repetition" || reason == "insufficient material")
    return "Draw by " + reason + score;
  std::string text = reason.empty() ? "Game over" : reason;
  text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text + " — " + who + score;
}

Session::Session(std::shared_ptr<const Rules> rules, Position start, SessionOptions options, std::istream& in,
                 std::ostream& out)
    : rules_(std::move(rules)),
      start_(start),
      pos_(std::move(start)),
      options_(options),
      in_(in),
      out_(out),
      engine_(std::make_unique<Engine>()) {
  EngineOptions engine_options;
  engine_options.skill_level = std::clamp(options_.level, 0, 20);
  engine_options.seed = options_.seed;
  engine_->set_options(engine_options);
  // The board starts from the person's side: Black's when the engine plays White.
  flipped_ = (options_.engine_side == EngineSide::White) != options_.flip;
}

Session::~Session() = default;

bool Session::engine_plays(Colour side) const {
  switch (options_.engine_side) {
    case EngineSide::None:
      return false;
    case EngineSide::Both:
      return true;
    case EngineSide::White:
      return side == Colour::White;
    case EngineSide::Black:
      return side == Colour::Black;
  }
  return false;
}

Outcome Session::outcome() { return rules_->outcome(pos_, true); }

void Session::run() {
  out_ << "Nightrider: " << rules_->name() << ". Type a move (e2e4 or Nf3) or `help` for the commands.\n";
  for (;;) {
    const Outcome over = outcome();
    if (over.result == Result::Ongoing && engine_plays(pos_.side_to_move())) {
      if (options_.engine_side == EngineSide::Both && !board_shown_) show_board();
      engine_move();
      continue;
    }
    if (!board_shown_) show_board();
    if (over.result != Result::Ongoing && !announced_) {
      out_ << announcement(*rules_, pos_, over) << '\n';
      announced_ = true;
    }
    out_ << "> " << std::flush;
    std::string line;
    if (!std::getline(in_, line)) {
      out_ << '\n';
      return;
    }
    if (!handle(line)) return;
  }
}

bool Session::handle(const std::string& raw) {
  const std::string line = trimmed(raw);
  if (line.empty()) return true;
  const size_t space = line.find_first_of(" \t");
  const std::string command = lower(line.substr(0, space));
  const std::string argument = space == std::string::npos ? "" : trimmed(line.substr(space));
  if (command == "quit" || command == "exit") return false;
  if (command == "help" || command == "?") {
    show_help();
  } else if (command == "undo") {
    undo();
  } else if (command == "hint") {
    hint();
  } else if (command == "flip") {
    flipped_ = !flipped_;
    show_board();
  } else if (command == "board") {
    show_board();
  } else if (command == "save") {
    save(argument);
  } else if (command == "load") {
    load(argument);
  } else if (command == "new") {
    new_game(argument);
  } else if (command == "level") {
    set_level(argument);
  } else if (command == "engine") {
    set_engine_side(argument);
  } else if (command == "fen") {
    out_ << to_fen(*rules_, pos_) << '\n';
  } else if (command == "moves") {
    show_moves();
  } else {
    try_move(line);
  }
  return true;
}

void Session::show_help() {
  out_ << "Moves: coordinates (e2e4, e7e8q, a10a9) or SAN (Nf3, exd5, O-O, e8=Q).\n"
          "Commands:\n"
          "  undo           take back your last move (and the engine's reply)\n"
          "  hint           the engine's suggestion\n"
          "  moves          list the legal moves\n"
          "  board, flip    draw the board again, turned around with flip\n"
          "  fen            the position in FEN\n"
          "  save FILE.pgn  write the game as PGN;  load FILE.pgn  read the first game of a PGN file\n"
          "  new [VARIANT]  start again (from the same position, or the variant's start)\n"
          "  level N        engine strength, 0 (weakest) to 20\n"
          "  engine SIDE    who the engine plays: white, black, none or both\n"
          "  quit           leave (so does the end of the input)\n";
}

void Session::show_board() {
  const BoardCharset charset = options_.ascii ? BoardCharset::Ascii : BoardCharset::Unicode;
  out_ << '\n' << board_text(*rules_, pos_, charset, flipped_);
  if (const std::string legend = piece_legend(*rules_, pos_); !legend.empty())
    out_ << "Pieces: " << legend << '\n';
  if (outcome().result == Result::Ongoing) {
    const Colour side = pos_.side_to_move();
    out_ << colour_name(side) << " to move" << (rules_->in_check(pos_, side) ? " — check!" : "")
         << (engine_plays(side) ? " (Nightrider)" : "") << '\n';
  }
  board_shown_ = true;
}

void Session::show_moves() {
  MoveList legal;
  rules_->legal_moves(pos_, legal);
  std::vector<Move> moves(legal.begin(), legal.end());
  auto key = [](const Move& m) {
    return std::make_tuple(m.from.file(), m.from.rank(), m.to.file(), m.to.rank(),
                           static_cast<int>(m.promotion), static_cast<int>(m.kind), m.choices());
  };
  std::stable_sort(moves.begin(), moves.end(), [&](const Move& a, const Move& b) { return key(a) < key(b); });
  out_ << "Legal moves (" << moves.size() << "):";
  size_t column = 100;
  for (size_t i = 0; i < moves.size(); ++i) {
    const std::string text = to_san(*rules_, pos_, moves[i]) + (i + 1 < moves.size() ? "," : "");
    if (column + 1 + text.size() > 100) {
      out_ << "\n ";
      column = 1;
    }
    out_ << ' ' << text;
    column += 1 + text.size();
  }
  out_ << '\n';
}

void Session::play_move(const Move& m, bool by_engine) {
  const Colour side = pos_.side_to_move();
  const std::string number = std::to_string(pos_.fullmove_number()) + (side == Colour::White ? "." : "...");
  const std::string san = to_san(*rules_, pos_, m);
  rules_->play(pos_, m);
  moves_.push_back(m);
  out_ << (by_engine ? "Nightrider plays " : "") << number << ' ' << san << '\n';
  board_shown_ = false;
}

std::optional<Move> Session::engine_choice() {
  SearchLimits limits;
  limits.depth = options_.depth;
  limits.movetime_ms = options_.movetime_ms;
  if (limits.depth <= 0 && limits.movetime_ms <= 0) limits.movetime_ms = 1000;
  const SearchResult result = engine_->search(*rules_, pos_, limits);
  if (result.best && rules_->is_legal(pos_, *result.best)) return result.best;
  // The engine should always answer while the game goes on; if it does not, any legal move keeps the game
  // going rather than stalling it.
  MoveList legal;
  rules_->legal_moves(pos_, legal);
  if (legal.empty()) return std::nullopt;
  return legal[0];
}

void Session::engine_move() {
  out_ << "Nightrider is thinking…\n" << std::flush;
  if (const std::optional<Move> m = engine_choice()) {
    play_move(*m, true);
  } else {
    // No move although the game is not over: hand the side back to the person instead of looping.
    out_ << "Nightrider finds no move; you play both sides now\n";
    options_.engine_side = EngineSide::None;
  }
}

void Session::hint() {
  if (const Outcome over = outcome(); over.result != Result::Ongoing) {
    out_ << "No hint: the game is over (" << announcement(*rules_, pos_, over) << ")\n";
    return;
  }
  if (const std::optional<Move> m = engine_choice()) out_ << "Hint: " << to_san(*rules_, pos_, *m) << '\n';
}

void Session::undo() {
  if (moves_.empty()) {
    out_ << "Nothing to undo\n";
    return;
  }
  size_t count = 1;
  // Against the engine, take back the person's last move and the engine's replies after it.
  if (options_.engine_side == EngineSide::White || options_.engine_side == EngineSide::Black) {
    const Colour person = options_.engine_side == EngineSide::White ? Colour::Black : Colour::White;
    Position replay = start_;
    std::optional<size_t> last;
    for (size_t i = 0; i < moves_.size(); ++i) {
      if (replay.side_to_move() == person) last = i;
      rules_->play(replay, moves_[i]);
    }
    if (!last) {
      out_ << "Nothing to undo: you have not moved yet\n";
      return;
    }
    count = moves_.size() - *last;
  }
  for (size_t i = 0; i < count; ++i) {
    rules_->undo(pos_);
    moves_.pop_back();
  }
  out_ << "Took back " << count << (count == 1 ? " move" : " moves") << '\n';
  board_shown_ = false;
  announced_ = false;
}

void Session::save(const std::string& path) {
  if (path.empty()) {
    out_ << "save needs a file name: save FILE.pgn\n";
    return;
  }
  PgnHeader header;
  header.date = pgn_date_today();
  header.white = engine_plays(Colour::White) ? "Nightrider" : "Player";
  header.black = engine_plays(Colour::Black) ? "Nightrider" : "Player";
  const std::string text = write_pgn(*rules_, start_, moves_, header, outcome().result);
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  if (!file) {
    out_ << "Cannot write " << shown(path) << ": " << error_text(errno) << '\n';
    return;
  }
  file << text;
  file.close();
  if (!file) {
    out_ << "Cannot write " << shown(path) << ": " << error_text(errno) << '\n';
    return;
  }
  out_ << "Saved the game (" << moves_.size() << (moves_.size() == 1 ? " move" : " moves") << ") to " << path
       << '\n';
}

void Session::load(const std::string& path) {
  if (path.empty()) {
    out_ << "load needs a file name: load FILE.pgn\n";
    return;
  }
  // Only regular files of a sensible size: /dev/zero or a pipe would never end.
  std::error_code error;
  const auto status = std::filesystem::status(path, error);
  if (error) {
    out_ << "Cannot read " << shown(path) << ": " << error.message() << '\n';
    return;
  }
  if (!std::filesystem::is_regular_file(status)) {
    out_ << "Cannot read " << shown(path) << ": not a regular file\n";
    return;
  }
  if (const auto size = std::filesystem::file_size(path, error); !error && size > kMaxPgnBytes) {
    out_ << "Cannot read " << shown(path) << ": larger than " << kMaxPgnBytes / (1024 * 1024) << " MB\n";
    return;
  }
  std::ifstream file(path, std::ios::binary);
  if (!file) {
    out_ << "Cannot read " << shown(path) << ": " << error_text(errno) << '\n';
    return;
  }
  std::ostringstream text;
  text << file.rdbuf();
  try {
    const std::vector<PgnGame> games = read_pgn(text.str());
    if (games.empty()) {
      out_ << "Cannot load " << shown(path) << ": it holds no game\n";
      return;
    }
    const PgnGame& game = games.front();
    const std::string variant = pgn_variant(game);
    std::shared_ptr<const Rules> rules;
    try {
      rules = make_variant(variant);
    } catch (const std::exception& e) {
      out_ << "Cannot load " << shown(path) << ": variant '" << variant << "' is not available (" << e.what()
           << ")\n";
      return;
    }
    if (!rules) {
      const PgnTag* tag = game.tag("Variant");
      throw PgnError(tag != nullptr ? tag->line : game.line,
                     variant_error(variant));
    }
    PgnReplay replay = replay_pgn(*rules, game);
    restart(std::move(rules), std::move(replay.start), std::move(replay.position), std::move(replay.moves));
    out_ << "Loaded " << path << ": " << rules_->name() << ", " << moves_.size()
         << (moves_.size() == 1 ? " move" : " moves");
    if (games.size() > 1) out_ << " (the first of its " << games.size() << " games)";
    out_ << '\n';
  } catch (const PgnError& e) {
    out_ << "Cannot load " << shown(path) << ": " << e.what() << '\n';
  }
}

void Session::new_game(const std::string& variant) {
  if (variant.empty()) {
    restart(rules_, start_, start_, {});
  } else {
    std::shared_ptr<const Rules> rules;
    try {
      rules = make_variant(lower(variant));
    } catch (const std::exception& e) {
      out_ << "Variant " << shown(variant) << " is not available (" << e.what() << ")\n";
      return;
    }
    if (!rules) {
      if (variant.find('+') != std::string::npos)
        out_ << variant_error(lower(variant)) << '\n';
      else
        out_ << "Unknown variant " << shown(variant) << " (known: " << variant_names() << ")\n";
      return;
    }
    Position start = start_position(*rules);
    restart(std::move(rules), start, start, {});
  }
  out_ << "New game: " << rules_->name() << '\n';
}

void Session::restart(std::shared_ptr<const Rules> rules, Position start, Position current,
                      std::vector<Move> moves) {
  rules_ = std::move(rules);
  start_ = std::move(start);
  pos_ = std::move(current);
  moves_ = std::move(moves);
  engine_->new_game();
  board_shown_ = false;
  announced_ = false;
}

void Session::set_level(const std::string& text) {
  int level = -1;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, level);
  if (text.empty() || ec != std::errc() || ptr != end || level < 0 || level > 20) {
    out_ << "level needs a number from 0 to 20, not " << shown(text) << '\n';
    return;
  }
  EngineOptions engine_options = engine_->options();
  engine_options.skill_level = level;
  engine_->set_options(engine_options);
  options_.level = level;
  out_ << "Engine level " << level << '\n';
}

void Session::set_engine_side(const std::string& text) {
  const std::optional<EngineSide> side = parse_engine_side(text);
  if (!side) {
    out_ << "engine needs white, black, none or both, not " << shown(text) << '\n';
    return;
  }
  options_.engine_side = *side;
  static constexpr const char* kNames[] = {"no side", "White", "Black", "both sides"};
  out_ << "Nightrider plays " << kNames[static_cast<int>(*side)] << '\n';
}

void Session::try_move(const std::string& text) {
  if (const Outcome over = outcome(); over.result != Result::Ongoing) {
    out_ << "The game is over (" << announcement(*rules_, pos_, over)
         << "); type undo, new, save FILE.pgn or quit\n";
    return;
  }
  const std::vector<Move> found = matching_moves(*rules_, pos_, text);
  if (found.empty()) {
    if (looks_like_move(text))
      out_ << "Illegal move " << shown(text) << " (type `moves` to list the legal moves)\n";
    else
      out_ << "Unknown command " << shown(text) << " (type `help` for the commands)\n";
    return;
  }
  if (found.size() > 1) {
    out_ << "Ambiguous move " << shown(text) << ": it may be";
    for (size_t i = 0; i < found.size(); ++i)
      out_ << (i == 0 ? " " : ", ") << to_san(*rules_, pos_, found[i]) << " = "
           << to_uci(*rules_, pos_, found[i]);
    out_ << "; type it in coordinates\n";
    return;
  }
  play_move(found.front(), false);
}

}  // namespace nightrider::play
