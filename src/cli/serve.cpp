// `nightrider serve`: the web application on localhost (src/web). The options are checked here; the
// server prints its address and serves until interrupted.
#include <iostream>
#include <memory>

#include "cli/cli.h"
#include "web/game_store.h"
#include "web/http_server.h"
#include "web/static_files.h"

namespace nightrider::cli {
namespace {

struct ServeOptions {
  int port = 8080;
  std::string data_dir = "nightrider-data";
  std::string static_dir;
};

void run_serve(const ServeOptions& options) {
  if (options.port < 0 || options.port > 65535)
    throw InputError("bad --port " + std::to_string(options.port) + " (0 to 65535; 0 picks a free port)");
  web::ServerOptions server;
  server.port = static_cast<uint16_t>(options.port);
  server.data_dir = options.data_dir;
  if (!options.static_dir.empty()) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(std::filesystem::path(options.static_dir) / "index.html", error))
      throw InputError("bad --static '" + options.static_dir + "': it holds no index.html");
    server.static_dir = options.static_dir;
  } else if (const auto found = web::default_static_dir()) {
    server.static_dir = *found;
  } else {
    throw Unavailable(
        "the web pages are not built (no web-static/ beside the binary); build them with cmake or give "
        "--static DIR");
  }
  std::unique_ptr<web::WebServer> web_server;
  try {
    web_server = std::make_unique<web::WebServer>(server);
  } catch (const std::exception& e) {
    throw Unavailable("cannot start the web server on port " + std::to_string(options.port) + ": " +
                      e.what());
  }
  std::cout << "Nightrider web application: http://localhost:" << web_server->port() << "/ (games in "
            << server.data_dir.string() << ", Ctrl-C stops)" << std::endl;
  web_server->run();
}

}  // namespace

void add_serve_command(CLI::App& app) {
  auto options = std::make_shared<ServeOptions>();
  CLI::App* command = app.add_subcommand("serve", "Start the web application on localhost");
  command->add_option("--port", options->port, "TCP port to listen on (0: any free port)")
      ->default_str("8080")
      ->type_name("PORT");
  command->add_option("--data", options->data_dir, "Folder of the games database")
      ->default_str("nightrider-data")
      ->type_name("DIR");
  command
      ->add_option("--static", options->static_dir,
                   "Folder of the built pages (default: web-static/ beside the binary)")
      ->type_name("DIR");
  command->footer(
      "Open the address it prints (http://localhost:8080/ by default) in a browser.\n"
      "Examples:\n"
      "  nightrider serve\n"
      "  nightrider serve --port 9000 --data ~/nightrider-games");
  command->callback([options] { run_serve(*options); });
}

}  // namespace nightrider::cli
