#include "protocol/xboard.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <istream>
#include <ostream>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "protocol/move_input.h"
#include "variants/variants.h"

namespace nightrider::protocol {
namespace {

// CECP reports a mate in N moves as 100000 + N (negative when the engine is mated).
int xboard_score(int score) {
  if (!is_mate_score(score)) return score;
  const int moves = mate_in_moves(score);
  return moves > 0 ? 100000 + moves : -100000 + moves;
}

std::string first_word(std::string_view line) {
  const auto words = split_words(line);
  return words.empty() ? std::string() : words.front();
}

// The text after the first word, trimmed.
std::string rest_of(std::string_view line) {
  size_t i = 0;
  while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
  while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i]))) ++i;
  while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
  size_t end = line.size();
  while (end > i && std::isspace(static_cast<unsigned char>(line[end - 1]))) --end;
  return std::string(line.substr(i, end - i));
}

// "5" or "5:30" minutes, in milliseconds.
std::optional<int64_t> parse_base_ms(const std::string& text) {
  const size_t colon = text.find(':');
  const auto minutes = parse_int(text.substr(0, colon));
  if (!minutes || *minutes < 0) return std::nullopt;
  int64_t seconds = 0;
  if (colon != std::string::npos) {
    const auto s = parse_int(text.substr(colon + 1));
    if (!s || *s < 0 || *s > 59) return std::nullopt;
    seconds = *s;
  }
  return (*minutes * 60 + seconds) * 1000;
}

std::optional<int64_t> parse_seconds_ms(const std::string& text) {
  try {
    size_t used = 0;
    const double s = std::stod(text, &used);
    if (used != text.size() || !(s >= 0) || s > 1e6) return std::nullopt;
    return static_cast<int64_t>(std::llround(s * 1000));
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

std::string shift_ranks(std::string_view text, int ranks, int delta) {
  if (ranks != 10) return std::string(text);
  std::string out;
  size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c >= 'a' && c <= 'l' && i + 1 < text.size() &&
        std::isdigit(static_cast<unsigned char>(text[i + 1]))) {
      size_t j = i + 1;
      int number = 0;
      while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j])) && number < 100)
        number = number * 10 + (text[j++] - '0');
      out += c;
      out += std::to_string(number + delta);
      i = j;
    } else {
      out += c;
      ++i;
    }
  }
  return out;
}

}  // namespace

std::string to_xboard_squares(std::string_view text, int ranks) { return shift_ranks(text, ranks, -1); }
std::string from_xboard_squares(std::string_view text, int ranks) { return shift_ranks(text, ranks, +1); }

std::optional<std::string> variant_for_xboard_name(std::string_view name) {
  if (name == "normal" || name == "chess") return "chess";
  if (name == "10x10+0_fairy" || name == "10x10_fairy") return "rococo";
  if (variant_error(name).empty()) return std::string(name);
  return std::nullopt;
}

std::vector<std::string> xboard_variant_lines(const Rules& rules) {
  const std::string name = rules.name();
  const std::string fen = rules.start_fen();
  // The piece-to-char table lists XBoard's piece types in its own order (Pawn, Knight, Bishop, Rook,
  // Queen, Ferz, Alfil, Archbishop, Chancellor, Wazir, Commoner, …), the king last, White then Black;
  // '.' leaves a type unused. The anti-king and the immobilizer take the Commoner's image.
  if (name == "antiking1" || name == "antiking2") {
    std::vector<std::string> lines = {
        "setup (PNBRQ.....AKpnbrq.....ak) 8x8+0_fairy " + fen,
        "piece A& K",  // moves like a king; it captures only its own side's units, which Betza cannot say
    };
    if (name == "antiking1") {
      lines.push_back("piece P& mfFcfW");  // Berolina pawn: moves diagonally forward, captures straight ahead
      lines.push_back("piece K& KimN");    // an unmoved king (and anti-king) may leap like a knight
    }
    return lines;
  }
  if (name == "magnetic" || name == "antimagnetic") {
    // Orthodox pieces; the displacements after each move are the engine's business.
    return {"setup (PNBRQKpnbrqk) 8x8+0_fairy " + fen};
  }
  if (name == "rococo") {
    // Every Rococo unit but the king and the pawn moves like a queen when it does not capture; the
    // captures (withdrawal, approach, leaps, swaps, imitation) have no Betza letters, so only the moves
    // are declared.
    return {
        "setup (PNBRQ.....MKpnbrq.....mk) 10x10+0_fairy " + fen,
        "piece Q& mQ",  // pushme-pullyu
        "piece R& mQ",  // swapper
        "piece N& mQ",  // long leaper
        "piece B& mQ",  // chameleon
        "piece M& mQ",  // immobilizer
        "piece K& K",
        "piece P& mW",  // cannon pawn: steps; its hops and captures are the engine's
    };
  }
  return {};
}

XboardSession::XboardSession(std::istream& in, std::ostream& out) : in_(in), out_(out) {
  set_rules(make_variant("chess"));
  engine_.set_options(options_);
}

XboardSession::~XboardSession() { halt(); }

void XboardSession::send(const std::string& line) {
  std::lock_guard lock(out_mutex_);
  out_ << line << '\n';
  out_.flush();
}

void XboardSession::halt() {
  if (!search_.active()) return;
  {
    std::lock_guard lock(sent_move_mutex_);
    discard_ = true;
  }
  search_.stop();
  {
    std::lock_guard lock(sent_move_mutex_);
    discard_ = false;
  }
  take_sent_move();  // a move sent before the search saw `discard_` is part of the game
}

void XboardSession::move_now() {
  search_.stop();
  take_sent_move();
}

void XboardSession::finish_search() {
  search_.join();
  take_sent_move();
}

void XboardSession::take_sent_move() {
  std::optional<Move> move;
  {
    std::lock_guard lock(sent_move_mutex_);
    move.swap(sent_move_);
  }
  if (move) rules_->play(*pos_, *move);
}

void XboardSession::wait_for_search() { finish_search(); }

void XboardSession::set_rules(std::shared_ptr<const Rules> rules) {
  rules_ = std::move(rules);
  pos_ = std::make_unique<Position>(start_position(*rules_));
}

std::string XboardSession::move_out(const Rules& rules, const Position& pos, const Move& m) {
  std::string text = to_uci(rules, pos, m);
  // XBoard cannot read the promotions of displaced pawns ("a8d8/d1q"): send the bare move, which the
  // other side reads as the all-queens choice.
  if (const size_t slash = text.find('/'); slash != std::string::npos) text.resize(slash);
  return to_xboard_squares(text, pos.geometry().height());
}

void XboardSession::run() {
  std::string line;
  while (std::getline(in_, line)) {
    if (!handle(line)) return;
  }
  if (analysing_)
    halt();
  else
    finish_search();
}

bool XboardSession::announce_end(const Rules& rules, Position& pos) {
  const Outcome o = rules.outcome(pos);
  if (o.result == Result::Ongoing) return false;
  std::string reason = o.reason;
  if (reason == "checkmate")
    reason = o.result == Result::WhiteWins ? "White mates" : "Black mates";
  else if (!reason.empty())
    reason[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(reason[0])));
  send(result_string(o.result) + " {" + reason + "}");
  return true;
}

void XboardSession::start_search(bool analyse) {
  finish_search();
  engine_.set_options(options_);
  SearchLimits limits;
  const int us = index_of(pos_->side_to_move()) & 1;
  if (analyse) {
    limits.infinite = true;
  } else {
    limits.depth = depth_limit_;
    if (st_ms_ > 0) {
      limits.movetime_ms = st_ms_;
    } else if (clock_ms_ >= 0) {
      limits.time_left_ms[us] = clock_ms_;
      limits.time_left_ms[1 - us] = other_clock_ms_ >= 0 ? other_clock_ms_ : clock_ms_;
      limits.increment_ms[us] = limits.increment_ms[1 - us] = level_inc_ms_;
      if (level_moves_ > 0) limits.moves_to_go = level_moves_ - (pos_->fullmove_number() - 1) % level_moves_;
    } else if (level_base_ms_ > 0) {
      limits.time_left_ms[us] = limits.time_left_ms[1 - us] = level_base_ms_;
      limits.increment_ms[us] = limits.increment_ms[1 - us] = level_inc_ms_;
      if (level_moves_ > 0) limits.moves_to_go = level_moves_;
    } else if (depth_limit_ == 0) {
      limits.movetime_ms = 5000;  // no time control given at all
    }
  }
  const bool post = post_ || analyse;
  search_.start([this, rules = rules_, root = *pos_, limits, post, analyse] {
    auto on_info = [&](const SearchInfo& info) {
      if (!post || info.multipv != 1) return;
      std::string pv = line_text(*rules, root, info.pv);
      pv = to_xboard_squares(pv, root.geometry().height());
      send(std::to_string(info.depth) + " " + std::to_string(xboard_score(info.score)) + " " +
           std::to_string(info.time_ms / 10) + " " + std::to_string(info.nodes) + " " + pv);
    };
    SearchResult result;
    try {
      result = engine_.search(*rules, root, limits, on_info);
    } catch (const std::exception& e) {
      send(std::string("Error (search failed): ") + e.what());
    }
    if (analyse) return;
    // Under the lock, so that halt() either finds the move sent (and plays it on the game) or keeps it
    // from being sent.
    std::lock_guard lock(sent_move_mutex_);
    if (discard_) return;
    try {
      Position after = root;
      if (result.best && rules->is_legal(after, *result.best)) {
        const std::string text = move_out(*rules, after, *result.best);
        rules->play(after, *result.best);
        send("move " + text);
        sent_move_ = *result.best;
        announce_end(*rules, after);
      } else if (!announce_end(*rules, after)) {
        send("resign");  // no legal move although the rules say the game goes on: should not happen
      }
    } catch (const std::exception& e) {
      send(std::string("Error (cannot send the move): ") + e.what());
    }
  });
}

void XboardSession::think_if_our_turn() {
  if (analysing_) {
    halt();
    start_search(true);
    return;
  }
  if (engine_side_ != pos_->side_to_move()) return;
  if (announce_end(*rules_, *pos_)) return;
  start_search(false);
}

bool XboardSession::handle(std::string_view line) {
  const std::string command = first_word(line);
  if (command.empty()) return true;
  const std::vector<std::string> words = split_words(line);
  auto number_arg = [&](int64_t min, int64_t max) -> std::optional<int64_t> {
    const auto v = words.size() == 2 ? parse_int(words[1]) : std::nullopt;
    if (!v || *v < min || *v > max) {
      send("Error (bad argument): " + std::string(line));
      return std::nullopt;
    }
    return v;
  };
  // A search that has sent its move is over: its move joins the game before anything else.
  if (search_.finished()) finish_search();
  try {
    // Commands that may arrive while the engine thinks and do not touch the game.
    if (command == "quit") {
      halt();
      return false;
    }
    if (command == "?") {
      if (!analysing_) move_now();  // in analysis there is no move to make
      return true;
    }
    if (command == "ping") {
      if (!analysing_) finish_search();  // the pong follows the move being thought about
      send("pong " + (words.size() > 1 ? words[1] : std::string()));
      return true;
    }
    if (command == "time" || command == "otim") {
      if (auto v = number_arg(-1000000000, 1000000000))
        (command == "time" ? clock_ms_ : other_clock_ms_) = std::max<int64_t>(*v, 0) * 10;
      return true;
    }
    if (command == "post" || command == "nopost") {
      post_ = command == "post";
      return true;
    }
    if (command == "hard" || command == "easy" || command == "random" || command == "computer" ||
        command == "name" || command == "rating" || command == "ics" || command == "accepted" ||
        command == "rejected" || command == "xboard" || command == "draw" || command == "." ||
        command == "option" || command == "egtpath" || command == "hint" || command == "bk") {
      return true;  // nothing to do: no pondering, no book, no draw offers of our own
    }
    if (command == "protover") {
      cmd_protover();
      return true;
    }
    if (command == "st") {
      if (auto v = words.size() == 2 ? parse_seconds_ms(words[1]) : std::nullopt)
        st_ms_ = *v;
      else
        send("Error (bad argument): " + std::string(line));
      return true;
    }
    if (command == "sd") {
      if (auto v = number_arg(0, kMaxPly - 1)) depth_limit_ = static_cast<int>(*v);
      return true;
    }
    if (command == "level") {
      cmd_level(words);
      return true;
    }
    if (command == "memory") {
      if (auto v = number_arg(1, 1 << 20))
        options_.hash_mb = static_cast<size_t>(std::clamp<int64_t>(*v, 1, 4096));
      return true;
    }
    if (command == "cores") {
      if (auto v = number_arg(1, 1024)) options_.threads = static_cast<int>(std::clamp<int64_t>(*v, 1, 256));
      return true;
    }

    // Everything else changes the game: stop the engine's thinking first (a move being thought about
    // is abandoned).
    if (command == "new") {
      halt();
      cmd_new();
    } else if (command == "variant") {
      halt();
      cmd_variant(words.size() > 1 ? words[1] : "");
    } else if (command == "force") {
      halt();
      engine_side_ = Colour::None;
    } else if (command == "go") {
      halt();
      analysing_ = false;
      engine_side_ = pos_->side_to_move();
      think_if_our_turn();
    } else if (command == "playother") {
      halt();
      engine_side_ = opposite(pos_->side_to_move());
    } else if (command == "white" || command == "black") {  // protocol 1 leftovers
      halt();
      engine_side_ = command == "white" ? Colour::Black : Colour::White;
    } else if (command == "setboard") {
      halt();
      cmd_setboard(rest_of(line));
    } else if (command == "usermove") {
      if (words.size() != 2) {
        send("Error (usermove needs one move): " + std::string(line));
        return true;
      }
      halt();
      cmd_usermove(words[1]);
    } else if (command == "undo") {
      halt();
      cmd_undo(1);
    } else if (command == "remove") {
      halt();
      cmd_undo(2);
    } else if (command == "result") {
      halt();
      engine_side_ = Colour::None;
    } else if (command == "analyze") {
      halt();
      analysing_ = true;
      engine_side_ = Colour::None;
      start_search(true);
    } else if (command == "exit") {
      halt();
      analysing_ = false;
    } else if (command == "edit") {
      send("Error (not supported, use setboard): edit");
    } else if (words.size() == 1 && command.size() >= 4 && command[0] >= 'a' && command[0] <= 'l' &&
               std::isdigit(static_cast<unsigned char>(command[1]))) {
      halt();  // a bare move, as GUIs send it without usermove=1
      cmd_usermove(command);
    } else {
      send("Error (unknown command): " + command);
    }
  } catch (const std::exception& e) {
    send("Error (" + std::string(e.what()) + "): " + std::string(line));
  }
  return true;
}

void XboardSession::cmd_protover() {
  std::string variants = "normal";
  for (const VariantInfo& v : all_variants())
    if (v.name != "chess") variants += "," + v.name;
  variants += ",10x10+0_fairy";
  send("feature done=0");
  send("feature myname=\"Nightrider\" variants=\"" + variants + "\"");
  send(
      "feature setboard=1 usermove=1 ping=1 sigint=0 sigterm=0 colors=0 analyze=1 memory=1 smp=1 "
      "playother=1 time=1 draw=0 reuse=1 san=0 debug=1 exclude=0");
  send("feature done=1");
}

void XboardSession::cmd_new() {
  // (The rule sets are immutable: a game of chess after one keeps its rules instead of building them.)
  set_rules(rules_ && rules_->name() == "chess" ? rules_ : make_variant("chess"));
  engine_.new_game();
  engine_side_ = Colour::Black;
  analysing_ = false;
  depth_limit_ = 0;
  st_ms_ = 0;
}

void XboardSession::cmd_variant(const std::string& name) {
  const auto variant = variant_for_xboard_name(name);
  if (!variant) {
    send("Error (unknown variant): " + name);
    return;
  }
  set_rules(make_variant(*variant));
  engine_.new_game();
  for (const std::string& l : xboard_variant_lines(*rules_)) send(l);
}

void XboardSession::cmd_setboard(const std::string& fen) {
  try {
    auto pos = std::make_unique<Position>(parse_fen(*rules_, fen));
    pos_ = std::move(pos);
  } catch (const FenError& e) {
    // XBoard rewrites the rights field its own way (it knows no anti-king leaps): a board that is the
    // start position's, with the start's side to move, is taken as the start position.
    const Position start = start_position(*rules_);
    const std::string start_fen = to_fen(*rules_, start);
    const auto board_and_side = [](const std::string& f) {
      const auto w = split_words(f);
      return w.size() >= 2 ? w[0] + " " + w[1] : f;
    };
    if (board_and_side(fen) == board_and_side(start_fen)) {
      pos_ = std::make_unique<Position>(start);
      return;
    }
    send(std::string("tellusererror Illegal position: ") + e.what());
  }
}

void XboardSession::cmd_usermove(const std::string& text) {
  const std::string ours = from_xboard_squares(text, pos_->geometry().height());
  const auto m = find_move(*rules_, *pos_, ours);
  if (!m) {
    send("Illegal move: " + text);
    return;
  }
  rules_->play(*pos_, *m);
  if (analysing_) {
    think_if_our_turn();
    return;
  }
  if (engine_side_ == pos_->side_to_move()) {
    think_if_our_turn();
  } else if (engine_side_ != Colour::None) {
    announce_end(*rules_, *pos_);
  }
}

void XboardSession::cmd_level(const std::vector<std::string>& words) {
  if (words.size() != 4) {
    send("Error (level needs MPS BASE INC): level");
    return;
  }
  const auto moves = parse_int(words[1]);
  const auto base = parse_base_ms(words[2]);
  const auto inc = parse_seconds_ms(words[3]);
  if (!moves || *moves < 0 || *moves > 10000 || !base || !inc) {
    send("Error (bad argument): level " + words[1] + " " + words[2] + " " + words[3]);
    return;
  }
  level_moves_ = static_cast<int>(*moves);
  level_base_ms_ = *base;
  level_inc_ms_ = *inc;
  st_ms_ = 0;
}

void XboardSession::cmd_undo(int plies) {
  for (int i = 0; i < plies; ++i) {
    if (pos_->moves_played() == 0) {
      send("Error (no move to undo): " + std::string(plies == 1 ? "undo" : "remove"));
      return;
    }
    rules_->undo(*pos_);
  }
  if (analysing_) think_if_our_turn();
}

}  // namespace nightrider::protocol
