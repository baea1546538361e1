// libFuzzer target: the XBoard (CECP) command loop (src/protocol/xboard.h) on a string stream, as XBoard
// drives `nightrider xboard` through stdin.
//
// The input is the session's text, line by line. The engine thinks whenever it has the move (after a
// user move, `go`, `playother` …), so the session starts with `sd 1` and `memory 1`, every `new` (which forgets the limit)
// is followed by it, every `sd` asks for depth 1, `memory` for 1 MB and `cores` for 1 thread: these limit
// what the engine may spend, not how the commands are read. `analyze` searches until the input ends, where
// the session stops it. A crash, a sanitizer report or a hang is a finding; bad commands must be answered and
// the session go on.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "protocol/xboard.h"

namespace {

std::string bounded_line(const std::string& line) {
  std::istringstream words(line);
  std::string first;
  words >> first;
  if (first == "sd") return "sd 1";
  if (first == "memory") return "memory 1";
  if (first == "cores") return "cores 1";
  if (first == "new") return line + "\nsd 1";  // `new` forgets the depth limit
  return line;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::istringstream raw(std::string(reinterpret_cast<const char*>(data), size));
  std::string session_text = "sd 1\nmemory 1\n";
  for (std::string line; std::getline(raw, line);) session_text += bounded_line(line) + "\n";
  std::istringstream in(session_text);
  std::ostringstream out;
  nightrider::protocol::XboardSession session(in, out);
  session.run();
  return 0;
}
