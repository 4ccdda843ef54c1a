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
endif()
