// libFuzzer target: an HTTP request's target and Origin as the web server reads them (src/web/
// request_target.h parse_target and same_origin, static_files.h StaticFiles::resolve and content_type).
//
// The input is a request target ("/assets/x.js?lang=fr"); it is also tried as an Origin header against
// a fixed Host. The static folder is a real one made for the run, with a page, an asset, a hidden file,
// a symbolic link to a file outside it and one to a folder outside it: whatever the target, a file that
// resolves must be a regular file inside the folder once every link is followed. A crash, an exception,
// a sanitizer report, a hang or a path out of the folder is a finding.
#include <stdlib.h>  // mkdtemp

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include "web/request_target.h"
#include "web/static_files.h"

namespace {

namespace fs = std::filesystem;
using namespace nightrider::web;

// A folder holding `outside/secret.txt` and the static folder `pages/` with links out of it.
class StaticFolder {
 public:
  StaticFolder() {
    std::string pattern = (fs::temp_directory_path() / "nightrider_http_fuzz_XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) std::abort();
    base_ = pattern;
    fs::create_directories(base_ / "pages" / "assets");
    fs::create_directories(base_ / "outside");
    write(base_ / "outside" / "secret.txt");
    write(base_ / "pages" / "index.html");
    write(base_ / "pages" / "game.html");
    write(base_ / "pages" / ".hidden");
    write(base_ / "pages" / "assets" / "game-1a2b.js");
    fs::create_symlink(base_ / "outside" / "secret.txt", base_ / "pages" / "secret.txt");
    fs::create_symlink(base_ / "outside", base_ / "pages" / "out");
    root_ = fs::canonical(base_ / "pages");
  }
  ~StaticFolder() {
    std::error_code ignored;
    fs::remove_all(base_, ignored);
  }
  const fs::path& root() const { return root_; }

 private:
  static void write(const fs::path& file) { std::ofstream(file) << "x\n"; }
  fs::path base_;
  fs::path root_;
};

bool inside(const fs::path& root, const fs::path& file) {
  std::error_code error;
  const fs::path real = fs::canonical(file, error);
  if (error) return false;
  const auto [end, _] = std::mismatch(root.begin(), root.end(), real.begin(), real.end());
  return end == root.end();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const StaticFolder folder;
  static const StaticFiles files(folder.root());
  const std::string_view text(reinterpret_cast<const char*>(data), size);

  (void)same_origin(text, "localhost:8080");

  const std::optional<RequestTarget> target = parse_target(text);
  if (!target) return 0;
  (void)target->param("lang", "en");
  const std::optional<fs::path> file = files.resolve(target->segments);
  if (!file) return 0;
  if (!inside(folder.root(), *file)) {
    std::fprintf(stderr, "http_target_fuzz: '%.*s' resolves to %s, outside the static folder\n",
                 static_cast<int>(size), reinterpret_cast<const char*>(data), file->c_str());
    std::abort();
  }
  (void)content_type(*file);
  return 0;
}
