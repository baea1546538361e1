// libFuzzer target: the UCI command loop (src/protocol/uci.h) on a string stream, as a GUI drives
// `nightrider uci` through stdin.
//
// The input is the session's text, line by line, with three changes that keep each run short and the
// same on every machine (they limit the resources the GUI may ask for, not the parsing of its commands):
//   - every `go` gets ` depth 1` appended, and its `infinite` and `ponder` words are dropped, so the
//     search ends by itself after one ply (the other limits are still read);
//   - `setoption` of the Hash or the Threads keeps its text but asks for 1 (MB, thread), and the session
//     starts with a Hash of 1 MB (the table is made at the first search, at the size then set).
// A crash, a sanitizer report, a hang (the loop not ending at the end of its input) is a finding; bad
// commands must be answered and the session go on.
#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>

#include "protocol/uci.h"

namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

// The line as the fuzz target passes it on (see above).
std::string bounded_line(const std::string& line) {
  std::istringstream words(line);
  std::string first;
  words >> first;
  if (first == "go") {
    std::string out = "go";
    for (std::string w; words >> w;)
      if (w != "infinite" && w != "ponder") out += " " + w;
    return out + " depth 1";
  }
  if (first == "setoption") {
    const std::string l = lower(line);
    if (l.find("hash") != std::string::npos) return "setoption name Hash value 1";
    if (l.find("thread") != std::string::npos) return "setoption name Threads value 1";
  }
  return line;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::istringstream raw(std::string(reinterpret_cast<const char*>(data), size));
  std::string session_text = "setoption name Hash value 1\n";
  for (std::string line; std::getline(raw, line);) session_text += bounded_line(line) + "\n";
  std::istringstream in(session_text);
  std::ostringstream out;
  nightrider::protocol::UciSession session(in, out);
  session.run();
  return 0;
}
