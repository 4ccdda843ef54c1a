# The page's WebAssembly in two parts (scripts/web-split.mjs): index.wasm,
# the code its first two frames run (the second draws the home screen), and
# index.deferred.wasm, the rest, which boot.js fetches once the home screen
# is drawn. The page is linked with Emscripten's -sSPLIT_MODULE=1, then
# loaded in headless Chromium (as the browser tests are) to learn what its
# start runs, and split by Binaryen's wasm-split. A smaller module before the first frame is what
# brings the page's start near the blank page's (docs/performance.md).
# -DLANDLORD_WEB_SPLIT=OFF builds one module.
option(LANDLORD_WEB_SPLIT "Web page: split the WebAssembly by what its home screen runs" ON)

function(landlord_web_split target site)
  if(NOT EMSCRIPTEN)
    return()
  endif()
  if(LANDLORD_WEB_SPLIT)
    find_program(WASM_SPLIT wasm-split REQUIRED)
    find_program(NODE_EXECUTABLE node REQUIRED)
    target_link_options(${target} PRIVATE -sSPLIT_MODULE=1 -Wno-experimental)
    # After the site's web/ files are copied (boot.js, which the profiling
    # load runs): POST_BUILD commands run in the order they were added.
    add_custom_command(TARGET ${target} POST_BUILD
      COMMAND ${NODE_EXECUTABLE} ${PROJECT_SOURCE_DIR}/scripts/web-split.mjs ${site}
              ${CMAKE_BINARY_DIR}/index.full.wasm ${WASM_SPLIT}
      WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
      COMMENT "Splitting the page's WebAssembly by what its home screen runs"
      VERBATIM)
  else()
    add_custom_command(TARGET ${target} POST_BUILD
      COMMAND ${CMAKE_COMMAND} -E rm -f ${site}/index.deferred.wasm ${CMAKE_BINARY_DIR}/index.full.wasm
      VERBATIM)
  endif()
endfunction()
