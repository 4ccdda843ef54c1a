# The web page's code that runs once per frame or less (Dear ImGui, the
# views, the host, saves and storage) is compiled for size: its frame takes
# about a millisecond either way. The engine and the computer players keep
# -O3: they decide the bots' moves within a frame and `landlord-cli bench`
# measures them. Web builds only; the native build is unchanged.
if(EMSCRIPTEN AND LANDLORD_BUILD_APP)
  foreach(_t imgui landlord_ui landlord_platform landlord_storage landlord_saves landlord blank_page)
    if(TARGET ${_t})
      target_compile_options(${_t} PRIVATE $<$<CONFIG:Release>:-Oz>)
    endif()
  endforeach()
  # The page and the blank page it is measured against: Binaryen, at link
  # time, inlines every function that has one caller, whatever its size,
  # which made App::frame 70 KB (every view it calls) and the host's frame
  # 32 KB. The browser compiles a function when it is first called, on the
  # main thread, in time that grows faster than its size: 50-60 ms for
  # App::frame alone before the first frame, though the home screen runs a
  # small part of it. Only functions of up to 200 Binaryen nodes are now
  # inlined into their one caller (docs/performance.md).
  foreach(_t landlord blank_page)
    if(TARGET ${_t})
      target_link_options(${_t} PRIVATE
        $<$<CONFIG:Release>:-sBINARYEN_EXTRA_PASSES=--one-caller-inline-max-function-size=200>)
    endif()
  endforeach()
endif()
