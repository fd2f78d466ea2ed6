<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="home_alone_tiles" tilewidth="48" tileheight="48" tilecount="29" columns="8">
 <image source="home_alone_tiles.png" width="384" height="192"/>
 <tile id="0">
  <properties>
   <property name="art" value="grass"/>
   <property name="kind" value="yard"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="art" value="flowers"/>
   <property name="kind" value="yard"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="art" value="path"/>
   <property name="kind" value="yard"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="art" value="start"/>
   <property name="kind" value="start"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="art" value="fence"/>
   <property name="kind" value="wall"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="art" value="hedge"/>
   <property name="kind" value="wall"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="art" value="bush"/>
   <property name="kind" value="wall"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="art" value="gate"/>
   <property name="kind" value="wall"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="art" value="wall"/>
   <property name="kind" value="wall"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="art" value="door"/>
   <property name="kind" value="door"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="art" value="window_footprints_h"/>
   <property name="kind" value="window_footprints"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="art" value="window_footprints_v"/>
   <property name="kind" value="window_footprints"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="art" value="window_h"/>
   <property name="kind" value="window"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="art" value="window_v"/>
   <property name="kind" value="window"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="art" value="floor_wood"/>
   <property name="kind" value="floor"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="art" value="floor_wood_dark"/>
   <property name="kind" value="floor"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="art" value="floor_kitchen"/>
   <property name="kind" value="floor"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="art" value="floor_carpet_blue"/>
   <property name="kind" value="floor"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="art" value="floor_carpet_green"/>
   <property name="kind" value="floor"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="art" value="floor_bath"/>
   <property name="kind" value="floor"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="art" value="floor_hall"/>
   <property name="kind" value="floor"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="art" value="floor_playroom"/>
   <property name="kind" value="floor"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="art" value="floor_laundry"/>
   <property name="kind" value="floor"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="art" value="doorway"/>
   <property name="kind" value="floor"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="art" value="handle_bar"/>
   <property name="kind" value="handle_bar"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="art" value="treehouse"/>
   <property name="kind" value="treehouse"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="art" value="ladder"/>
   <property name="kind" value="ladder"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="art" value="door_v"/>
   <property name="kind" value="door"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="art" value="doorway_v"/>
   <property name="kind" value="floor"/>
  </properties>
 </tile>
</tileset>
