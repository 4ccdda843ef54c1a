// Browser file transfer: downloads through a Blob and an <a download> link,
// imports through a hidden <input type=file>. The picked file's text comes
// back asynchronously through ll_file_transfer_done(), which calls the C++
// callback and wakes the main loop (an SDL user event) so the result shows.
#include <SDL.h>
#include <emscripten.h>

#include <cstdlib>
#include <map>
#include <string>
#include <utility>

#include "platform/file_transfer.h"
#include "text/tr.h"

namespace landlord::platform {
namespace {

// Status codes shared with the JavaScript below.
constexpr int kPicked = 0, kCancelled = 1, kTooLarge = 2, kUnreadable = 3, kNoPage = 4;

// clang-format off
EM_JS(int, ll_ft_download, (const char* name, const char* data, int len, const char* mime), {
  try {
    const bytes = HEAPU8.slice(data, data + len);
    const blob = new Blob([bytes], { type: UTF8ToString(mime) });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = UTF8ToString(name);
    a.style.display = 'none';
    document.body.appendChild(a);
    a.click();
    setTimeout(function() { URL.revokeObjectURL(url); a.remove(); }, 5000);
    return 0;
  } catch (e) {
    return 1;
  }
});

EM_JS(void, ll_ft_pick, (int id, const char* accept, double max_bytes), {
  let settled = false;
  let input = null;
  const finish = function(status, name, text) {
    if (settled) return;
    settled = true;
    if (input) input.remove();
    const put = function(s) {
      const n = lengthBytesUTF8(s) + 1;
      const p = _malloc(n);
      if (p) stringToUTF8(s, p, n);
      return [p, n - 1];
    };
    const nm = put(name || "");
    let tx = [0, 0];
    if (status === 0) {
      tx = put(text);
      if (!tx[0]) status = 3;
      else if (tx[1] > max_bytes) { _free(tx[0]); tx = [0, 0]; status = 2; }
    }
    _ll_file_transfer_done(id, status, nm[0], tx[0], tx[1]);
  };
  try {
    input = document.createElement('input');
    input.type = 'file';
    input.accept = UTF8ToString(accept);
    input.style.display = 'none';
    input.addEventListener('change', function() {
      const f = input.files && input.files[0];
      if (!f) { finish(1, "", ""); return; }
      if (f.size > max_bytes) { finish(2, f.name, ""); return; }
      const reader = new FileReader();
      reader.onload = function() { finish(0, f.name, String(reader.result)); };
      reader.onerror = function() { finish(3, f.name, ""); };
      reader.readAsText(f);
    });
    input.addEventListener('cancel', function() { finish(1, "", ""); });
    document.body.appendChild(input);
    input.click();
  } catch (e) {
    finish(4, "", "");
  }
});
// clang-format on

std::map<int, std::pair<std::function<void(FileTransfer)>, std::size_t>>& pending() {
  static std::map<int, std::pair<std::function<void(FileTransfer)>, std::size_t>> p;
  return p;
}

FileTransfer failure(std::string message) {
  FileTransfer t;
  t.message = std::move(message);
  return t;
}

}  // namespace

bool file_picker_available() { return true; }

std::string export_dir() { return {}; }

FileTransfer offer_download(std::string_view filename, std::string_view text,
                            std::string_view mime_type) {
  std::string name = clean_filename(filename);
  std::string mime(mime_type);
  if (ll_ft_download(name.c_str(), text.data(), static_cast<int>(text.size()), mime.c_str()) != 0) {
    return failure(tr("The browser did not start the download."));
  }
  FileTransfer t;
  t.ok = true;
  t.name = name;
  t.message = trf("Downloading {file}.", fmt::arg("file", name));
  return t;
}

void pick_text_file(std::function<void(FileTransfer)> done, std::size_t max_bytes,
                    std::string_view accept) {
  static int next_id = 1;
  int id = next_id++;
  pending()[id] = {std::move(done), max_bytes};
  std::string acc(accept);
  ll_ft_pick(id, acc.c_str(), static_cast<double>(max_bytes));
}

FileTransfer read_text_file(std::string_view, std::size_t) {
  return failure(tr("Files are chosen with the browser's file picker."));
}

FileTransfer write_text_file(std::string_view, std::string_view) {
  return failure(tr("Files are saved as browser downloads."));
}

}  // namespace landlord::platform

extern "C" EMSCRIPTEN_KEEPALIVE void ll_file_transfer_done(int id, int status, char* name,
                                                           char* text, int text_len) {
  using namespace landlord::platform;
  using landlord::tr;
  using landlord::trf;
  auto it = pending().find(id);
  FileTransfer t;
  if (name) t.name = name;
  std::size_t limit = it != pending().end() ? it->second.second : kMaxImportFileBytes;
  switch (status) {
    case kPicked:
      t.ok = true;
      if (text) t.text.assign(text, static_cast<std::size_t>(text_len));
      break;
    case kCancelled:
      t.cancelled = true;
      t.message = tr("No file was chosen.");
      break;
    case kTooLarge:
      t.message = trf("The file {file} is too large (the limit is {mib} MiB).", fmt::arg("file", t.name),
                      fmt::arg("mib", limit / (1024 * 1024)));
      break;
    case kNoPage:
      t.message = tr("This page cannot open the file picker.");
      break;
    case kUnreadable:
    default:
      t.message = trf("The browser could not read the file {file}.", fmt::arg("file", t.name));
      break;
  }
  std::free(name);
  std::free(text);
  if (it == pending().end()) return;
  auto done = std::move(it->second.first);
  pending().erase(it);
  if (done) done(std::move(t));
  // Wake the main loop, which sleeps while nothing happens.
  SDL_Event e{};
  e.type = SDL_USEREVENT;
  SDL_PushEvent(&e);
}
