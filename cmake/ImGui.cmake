# Dear ImGui (sources from Debian's `imgui` source package, fetched by
# scripts/setup.sh) with its SDL2 and OpenGL 3 backends, and SDL2 itself:
# Debian's libsdl2-dev natively, our own Emscripten build of Debian's SDL2
# sources for the web (Emscripten's ports would download from the internet).
set(LANDLORD_IMGUI_DIR "${LANDLORD_DEPS_DIR}/src/imgui")
if(NOT EXISTS "${LANDLORD_IMGUI_DIR}/imgui.cpp")
  message(FATAL_ERROR "Dear ImGui sources not found in ${LANDLORD_IMGUI_DIR}: run scripts/setup.sh")
endif()

if(EMSCRIPTEN)
  # Our build, not the sysroot's sdl2-config.cmake (which asks for the port).
  find_package(SDL2 CONFIG REQUIRED NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH
               PATHS "${LANDLORD_DEPS_DIR}/sdl2-web/lib/cmake/SDL2")
  set(LANDLORD_SDL2_TARGET SDL2::SDL2-static)
else()
  find_package(SDL2 REQUIRED)
  find_package(OpenGL REQUIRED)
  if(TARGET SDL2::SDL2)
    set(LANDLORD_SDL2_TARGET SDL2::SDL2)
  else()
    add_library(landlord_sdl2 INTERFACE)
    target_include_directories(landlord_sdl2 INTERFACE ${SDL2_INCLUDE_DIRS})
    target_link_libraries(landlord_sdl2 INTERFACE ${SDL2_LIBRARIES})
    set(LANDLORD_SDL2_TARGET landlord_sdl2)
  endif()
endif()

# The test build's ImGui hands every text it draws to the test hooks first
# (landlord_drawn_text, src/platform/test_hooks_web.cpp), so that the
# browser tests can read what reached the screen. Debian's source is left as
# it is: the build tree gets a copy with the one call added.
set(_imgui_draw "${LANDLORD_IMGUI_DIR}/imgui_draw.cpp")
if(LANDLORD_TEST_HOOKS)
  file(READ "${_imgui_draw}" _src)
  set(_at "    if (text_begin == text_end)\n        return;\n\n    // Pull default font/size")
  string(FIND "${_src}" "${_at}" _pos)
  if(_pos LESS 0)
    message(FATAL_ERROR "ImDrawList::AddText in ${_imgui_draw} is not as expected: the text hook cannot be added")
  endif()
  string(REPLACE "${_at}"
    "    if (text_begin == text_end)\n        return;\n    if (landlord_drawn_text) landlord_drawn_text(text_begin, text_end);\n\n    // Pull default font/size"
    _src "${_src}")
  set(_hooked "${CMAKE_BINARY_DIR}/imgui/imgui_draw_hooked.cpp")
  file(WRITE "${_hooked}.new" "void (*landlord_drawn_text)(const char*, const char*) = nullptr;\n${_src}")
  file(COPY_FILE "${_hooked}.new" "${_hooked}" ONLY_IF_DIFFERENT)
  file(REMOVE "${_hooked}.new")
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${_imgui_draw}")
  set(_imgui_draw "${_hooked}")
endif()

add_library(imgui STATIC
  ${LANDLORD_IMGUI_DIR}/imgui.cpp
  ${_imgui_draw}
  ${LANDLORD_IMGUI_DIR}/imgui_tables.cpp
  ${LANDLORD_IMGUI_DIR}/imgui_widgets.cpp
  ${LANDLORD_IMGUI_DIR}/backends/imgui_impl_sdl.cpp
  ${LANDLORD_IMGUI_DIR}/backends/imgui_impl_opengl3.cpp)
target_compile_options(imgui PRIVATE -w)  # third-party: not ours to warn about
target_include_directories(imgui SYSTEM PUBLIC ${LANDLORD_IMGUI_DIR} ${LANDLORD_IMGUI_DIR}/backends)
target_compile_definitions(imgui PUBLIC IMGUI_DISABLE_OBSOLETE_FUNCTIONS IMGUI_DISABLE_DEMO_WINDOWS)
target_link_libraries(imgui PUBLIC ${LANDLORD_SDL2_TARGET})
if(EMSCRIPTEN)
  # WebGL2 is OpenGL ES 3.0; without this ImGui 1.86 picks WebGL1.
  target_compile_definitions(imgui PUBLIC IMGUI_IMPL_OPENGL_ES3)
else()
  target_link_libraries(imgui PUBLIC OpenGL::GL ${CMAKE_DL_LIBS})
endif()

# Embeds a binary file (a font) into a generated C++ source.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
function(landlord_embed target symbol file)
  set(out "${CMAKE_CURRENT_BINARY_DIR}/embed_${symbol}.cpp")
  add_custom_command(OUTPUT "${out}"
    COMMAND Python3::Interpreter "${PROJECT_SOURCE_DIR}/cmake/embed.py" "${file}" "${symbol}" "${out}"
    DEPENDS "${file}" "${PROJECT_SOURCE_DIR}/cmake/embed.py" VERBATIM)
  target_sources(${target} PRIVATE "${out}")
endfunction()
